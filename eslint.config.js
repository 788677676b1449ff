// Linting in `npm test`. Beyond the recommended rules, one rule is ours: code that
// runs in the browser (components, shared lib) may import server modules for types only.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "test-results/**", "playwright-report/**", ".e2e-data/**", "data/**"] },
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
    files: ["app/components/**", "app/lib/**"],
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
);
