import { FolderTree, Plus } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { listCategoriesForAdmin } from "@server/categories/admin";
import { db } from "@server/db/index";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.categories";
import { refuseWrites } from "@server/auth/admin-reads-only";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Categories", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategoriesForAdmin(await db()) };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

export default function CategoriesAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
          <FolderTree aria-hidden="true" className="size-8 text-accent" /> Categories
        </h1>
        <Link to="/admin/categories/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" /> New category
        </Link>
      </div>
      <ul className="mt-8 divide-y divide-border rounded-2xl border border-border" aria-label="Categories">
        {loaderData.categories.map((category) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <Link to={`/admin/categories/${category.id}`} className="font-medium text-accent hover:underline">
              {category.name}
            </Link>
            <span className="text-muted">
              /category/{category.slug} · {category.tools} tools · order {category.sortOrder}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
