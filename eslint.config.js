import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import globals from "globals";

// Layers import one way: domain <- contract <- server | web. See docs/decisions/002-layers.md.
const layer = (files, forbidden) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: forbidden.map((group) => ({
          group: [group],
          message: "Layer rule: see docs/decisions/002-layers.md",
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ["dist/**", "drizzle/**", "node_modules/**", "data/**", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      // AppError and its helpers are Errors; a thrown string or object would reach the client as a 500.
      "@typescript-eslint/only-throw-error": "error",
      // Fastify plugins and route handlers are async by contract, with or without an await inside.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs["recommended-latest"].rules,
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      // Value cycles only: import-x skips type-only imports, which `npm run check:imports` catches.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/*.timing-test.ts",
      "**/*.pg-test.ts",
      "tests/**/*.ts",
      "bench/**/*.ts",
      "scripts/**/*.{ts,mjs}",
    ],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  layer(["src/domain/**"], ["**/contract/**", "**/server/**", "**/web/**"]),
  layer(["src/contract/**"], ["**/server/**", "**/web/**"]),
  layer(["src/server/**"], ["**/web/**"]),
  layer(["src/web/**"], ["**/server/**"]),
);
