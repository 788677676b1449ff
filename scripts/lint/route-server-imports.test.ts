import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import rule from "./route-server-imports.js";

const cwd = path.resolve("/project");
const linter = new Linter({ configType: "flat", cwd });
const config: Linter.Config[] = [
  {
    files: ["**/*.tsx"],
    languageOptions: { parser: tseslint.parser },
    plugins: { project: { rules: { "route-server-imports": rule } } },
    rules: { "project/route-server-imports": "error" },
  },
];

/** The messages the rule gives for a route module's source. */
function lint(code: string, file = "app/routes/page.tsx"): string[] {
  return linter.verify(code, config, { filename: path.join(cwd, file) }).map((message) => message.message);
}

describe("route-server-imports", () => {
  it("lets the loader and the action use server values", () => {
    expect(
      lint(`
        import { db } from "@server/db/index";
        import { findPosts, savePost } from "@server/blog/admin";
        export async function loader() { return findPosts(db); }
        export const action = async () => savePost(db);
        export default function Page() { return null; }
      `),
    ).toEqual([]);
  });

  it("lets helpers that only the loader calls use them", () => {
    expect(
      lint(`
        import { DRAFT_PREFIX } from "@server/blog/admin";
        function title(post) { return post.title.replace(DRAFT_PREFIX, ""); }
        export async function loader() { return title({ title: "" }); }
        export default function Page() { return null; }
      `),
    ).toEqual([]);
  });

  it("reports a server value the component uses, directly or through a helper both sides call", () => {
    const direct = lint(`
      import { FEATURED_TOOLS_LIMIT } from "@server/tools/queries";
      export default function Page() { return FEATURED_TOOLS_LIMIT; }
    `);
    expect(direct).toEqual([expect.stringContaining("`FEATURED_TOOLS_LIMIT` comes from a server module")]);
    const throughHelper = lint(`
      import { DRAFT_PREFIX } from "@server/blog/admin";
      function title(post) { return post ? post.title.replace(DRAFT_PREFIX, "") : ""; }
      export async function loader() { return title({ title: "" }); }
      export default function Page() { return title(undefined); }
    `);
    expect(throughHelper).toEqual([expect.stringContaining("`DRAFT_PREFIX`")]);
  });

  it("reports server values in the other exports the browser keeps, and by a relative path", () => {
    const messages = lint(
      `
      import { SITE } from "../../../server/site";
      export const meta = () => [{ title: SITE }];
    `,
      "app/routes/nested/page.tsx",
    );
    expect(messages).toEqual([expect.stringContaining("`SITE`")]);
  });

  it("reports a re-export of server code", () => {
    expect(lint(`export { findPosts } from "@server/blog/admin";`)).toEqual([expect.stringContaining("must not re-export server code")]);
  });

  it("ignores types, which never reach the browser", () => {
    expect(
      lint(`
        import type { Post } from "@server/blog/admin";
        import { type Tool, findTools } from "@server/tools/queries";
        import { db } from "@server/db/index";
        export async function loader() { return findTools(db); }
        export default function Page({ post }: { post: Post }) {
          const tools: Tool[] = [];
          const data = null as unknown as Awaited<ReturnType<typeof findTools>>;
          return [post, tools, data];
        }
      `),
    ).toEqual([]);
  });

  it("leaves imports from the app alone", () => {
    expect(lint(`import { DRAFT_PREFIX } from "~/lib/blog"; export default function Page() { return DRAFT_PREFIX; }`)).toEqual([]);
  });
});
