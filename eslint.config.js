// Linting in `npm test`. Beyond the recommended rules: the rules of hooks, accessibility of the markup,
// and two of ours that keep server code out of the browser.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import routeServerImports from "./scripts/lint/route-server-imports.js";

export default tseslint.config(
  { ignores: ["build/**", "app/paraglide/**", "app/.paraglide-static/**", ".react-router/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly", setTimeout: "readonly", fetch: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits loses its error, and an assertion the types
    // already prove only hides the next real change. Only the TypeScript files tsconfig.json covers
    // (the project service finds it); .js and .mjs files stay on the syntax-only rules above.
    files: ["{app,server,scripts,tests}/**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The recommended set (7.x) adds the React Compiler's checks. These ones catch bugs in any React code
      // (they compile each component, which takes about as long as all the other rules together):
      "react-hooks/refs": "error",
      "react-hooks/purity": "error",
      "react-hooks/immutability": "error",
      "react-hooks/globals": "error",
      "react-hooks/static-components": "error",
      "react-hooks/set-state-in-render": "error",
      "react-hooks/error-boundaries": "error",
      "react-hooks/use-memo": "error",
      // Left off: the ones that only matter with the compiler in the build, which we do not use
      // (preserve-manual-memoization, incompatible-library, unsupported-syntax, config, gating), and
      // set-state-in-effect, a performance hint: here it flags state reset on navigation and what is
      // read only after hydration (stored drafts, the bot check), which SSR must do in an effect.
    },
  },
  {
    // eslint-plugin-jsx-a11y 6.10 lists ESLint up to 9 as its peer but uses none of the APIs 10 removed:
    // package.json's overrides let it install beside ESLint 10.
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops the list role of a list drawn without bullets; role="list" gives it back.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
      // A scrolling region (a wide table) must take focus so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Browser code may import server modules for their types only.
    files: ["app/components/**", "app/lib/**", "app/entry.client.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "**/server/*"],
              message: "Browser code must not import server modules; use `import type` for their types.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Addresses that come from outside (a tool's site, a pricing page, a logo) are fetched by one
    // client, which connects only to the address it checked, redirects included (server/links/safe-fetch.ts).
    files: ["server/**/*.ts"],
    ignores: ["server/links/safe-fetch.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: "Fetch an outside address with safeFetch (server/links/safe-fetch.ts): it pins the address it checked." }],
      "no-restricted-imports": [
        "error",
        {
          paths: ["node:https", "https", "undici", "node-fetch", "axios"].map((name) => ({ name, message: "Outbound requests go through safeFetch (server/links/safe-fetch.ts)." })),
          patterns: [{ group: ["node:http", "http"], importNames: ["request", "get", "Agent"], message: "Outbound requests go through safeFetch (server/links/safe-fetch.ts)." }],
        },
      ],
    },
  },
  {
    // Route modules may use server values in their loader and action only. The browser build's guard
    // (scripts/server-only-guard.ts, in vite.config.ts) checks the same on the real module graph,
    // server packages included.
    files: ["app/routes/**", "app/root.tsx"],
    ignores: ["**/*.test.*"],
    plugins: { project: { rules: { "route-server-imports": routeServerImports } } },
    rules: { "project/route-server-imports": "error" },
  },
);
