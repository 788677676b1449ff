import { FileText } from "lucide-react";
import { requireAdmin } from "@server/auth/session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.blog";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Blog management", location, matches }),
  { name: "robots", content: "noindex" },
];

// Guarded now, before the editor exists, so this address never answers anyone but an admin.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response("Not implemented yet", { status: 501 });
}

export default function BlogAdmin() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <FileText aria-hidden="true" className="size-12 text-accent" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Blog management</h1>
      <p className="mt-4 text-muted">The post editor is on its way. Published posts are managed in the catalogue until then.</p>
    </section>
  );
}
