import { db } from "@server/db/index";
import { findToolLogoData } from "@server/tools/queries";
import { monogramSvg } from "@server/tools/monogram";
import type { Route } from "./+types/logo";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.svg$/, "");
  const tool = await findToolLogoData(await db(), slug);
  if (!tool) return new Response("Logo not found", { status: 404 });
  return new Response(monogramSvg(tool.name, tool.colour ?? undefined), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
