import { Search, Star } from "lucide-react";
import { useMemo, useState } from "react";
import { data } from "react-router";
import { db } from "@server/db/index";
import { requireAdmin } from "@server/auth/session";
import { log } from "@server/log/index";
import { findToolsForFeaturing, replaceFeaturedTools } from "@server/tools/featured";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { inputClass } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { featuredToolsSchema } from "~/lib/schemas/featured-tools";
import type { Route } from "./+types/admin.featured-tools";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Featured tools", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { tools: await findToolsForFeaturing(await db()) };
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Featured tools saved."],
  failure: ["Error", "Failed to update featured tools."],
};

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = featuredToolsSchema.safeParse({ toolIds: (await request.formData()).getAll("toolId").map(String) });
  if (!parsed.success) return data<FormResult>({ ok: false, message: "Some of the chosen tools do not exist.", values: {} }, 400);
  try {
    const count = await replaceFeaturedTools(await db(), [...new Set(parsed.data.toolIds)]);
    return data<FormResult>({ ok: true, message: `${count} tools are now featured.` });
  } catch (error) {
    log.error({ err: error }, "Featured tools could not be saved");
    return data<FormResult>({ ok: false, values: {} }, 503);
  }
}

export default function FeaturedToolsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { tools } = loaderData;
  const [selected, setSelected] = useState(() => new Set(tools.filter((t) => t.featured).map((t) => t.id)));
  const [filter, setFilter] = useState("");
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });

  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? tools.filter((t) => t.name.toLowerCase().includes(needle) || t.categoryName?.toLowerCase().includes(needle)) : tools;
  }, [tools, filter]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <Star aria-hidden="true" className="size-8 text-accent" /> Featured tools
      </h1>
      <p className="mt-3 text-muted">Pick the tools for 'Featured This Week'. The home page shows the 4 newest of them. Saving replaces the whole set.</p>

      <fetcher.Form method="post" className="mt-8">
        {/* Every chosen tool is sent, including those hidden by the filter. */}
        {[...selected].map((id) => (
          <input key={id} type="hidden" name="toolId" value={id} />
        ))}
        <div className="sticky top-16 z-10 flex flex-col gap-3 border-b border-border bg-background/95 py-4 backdrop-blur sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="tool-filter" className="sr-only">
              Filter tools
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input id="tool-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter by name or category" className={`${inputClass} pl-10`} />
          </div>
          <p className="text-sm text-muted" aria-live="polite">
            {selected.size} selected
          </p>
          <SubmitButton busy={busy} label="Save featured tools" busyLabel="Saving..." />
        </div>
        <ul className="mt-4 divide-y divide-border" role="list" aria-label="Tools">
          {visible.map((tool) => (
            <li key={tool.id}>
              <label className="flex min-h-14 cursor-pointer items-center gap-4 px-2 py-2 hover:bg-surface">
                <input type="checkbox" checked={selected.has(tool.id)} onChange={() => toggle(tool.id)} className="size-5 accent-[var(--accent)]" />
                {tool.logoUrl && <img src={tool.logoUrl} alt="" width={32} height={32} className="rounded-lg" loading="lazy" />}
                <span className="flex-1">
                  <span className="block font-medium">{tool.name}</span>
                  <span className="block text-sm text-muted">{tool.categoryName}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fetcher.Form>
    </section>
  );
}
