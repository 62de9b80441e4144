import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import globals from "globals";

const restrict = (groups, message) => groups.map((group) => ({ group: [group], message }));

// Layers import one way: domain <- contract <- server | web. See docs/decisions/002-layers.md.
// `more`: further patterns for the same files, as a later entry's no-restricted-imports replaces
// an earlier one's for the files both match.
const layer = (files, forbidden, more = []) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [...restrict(forbidden, "Layer rule: see docs/decisions/002-layers.md"), ...more],
      },
    ],
  },
});

// The server's infrastructure imports no feature (nor test support): features plug into it through
// the composition root (src/server/features.ts). See docs/developing.md. The same folders as
// INFRASTRUCTURE_FOLDERS in scripts/import-graph.ts.
const INFRASTRUCTURE_FOLDERS = ["db", "http", "mail", "realtime", "startup"];
const NOT_INFRASTRUCTURE = readdirSync(new URL("src/server", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);
const infrastructure = {
  ...layer(
    INFRASTRUCTURE_FOLDERS.map((folder) => `src/server/${folder}/**`),
    ["**/web/**"],
    restrict(
      NOT_INFRASTRUCTURE.map((folder) => `**/${folder}/**`),
      "Infrastructure imports no feature: see docs/developing.md",
    ),
  ),
  // A test may drive the infrastructure through the app and the features it serves.
  ignores: ["**/*.test.ts", "**/*.pg-test.ts", "**/*.pglite-test.ts", "**/*.timing-test.ts"],
};

// A feature reaches another through its services, never its route files (the composition root alone
// registers routes), and production code never through test support. See docs/developing.md.
const FEATURE_FOLDERS = NOT_INFRASTRUCTURE.filter((folder) => folder !== "testing");
const featureBoundaries = {
  files: ["src/server/**/*.ts"],
  ignores: [
    "**/*.test.ts",
    "**/*.pg-test.ts",
    "**/*.pglite-test.ts",
    "**/*.timing-test.ts",
    "src/server/testing/**",
  ],
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        zones: [
          ...FEATURE_FOLDERS.map((folder) => ({
            target: `./src/server/${folder}/**/*`,
            from: FEATURE_FOLDERS.filter((other) => other !== folder).flatMap((other) => [
              `./src/server/${other}/**/routes.ts`,
              `./src/server/${other}/**/*-routes.ts`,
            ]),
            message:
              "A feature's routes are the composition root's to register: see docs/developing.md",
          })),
          {
            target: "./src/server/**/*",
            from: "./src/server/testing/**/*",
            message: "Test support is for tests: see docs/developing.md",
          },
        ],
      },
    ],
  },
};

// The web in three floors: the app (shell, router, providers, entries: src/web/app) lists the
// features; a feature imports the shared floor (src/web/components, src/web/lib), never the app; the
// shared floor imports no feature. See docs/developing.md.
const WEB_SHARED_FOLDERS = ["components", "lib"];
const WEB_FEATURE_FOLDERS = readdirSync(new URL("src/web", import.meta.url), {
  withFileTypes: true,
})
  .filter(
    (entry) =>
      entry.isDirectory() && ![...WEB_SHARED_FOLDERS, "app", "static"].includes(entry.name),
  )
  .map((entry) => entry.name);
const webFloors = {
  files: ["src/web/**/*.{ts,tsx}"],
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        zones: [
          {
            target: WEB_SHARED_FOLDERS.map((folder) => `./src/web/${folder}/**/*`),
            from: [
              "./src/web/app/**/*",
              ...WEB_FEATURE_FOLDERS.map((folder) => `./src/web/${folder}/**/*`),
            ],
            message:
              "Shared components and helpers import no feature nor the app: see docs/developing.md",
          },
          {
            target: WEB_FEATURE_FOLDERS.map((folder) => `./src/web/${folder}/**/*`),
            from: "./src/web/app/**/*",
            message:
              "Only the app lists features; a feature never imports it: see docs/developing.md",
          },
        ],
      },
    ],
  },
};

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
      "**/*.pglite-test.ts",
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
  {
    // Paths of the API are written once, in their endpoint declaration (src/contract, decision 017).
    files: ["src/web/**/*.{ts,tsx}", "src/server/**/*routes.ts", "src/server/**/*-routes.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api(\\/|$)/]",
          message: "Take the path from the endpoint's declaration: call(), urlOf() or route().",
        },
        {
          selector: "TemplateElement[value.raw=/^\\/api(\\/|$)/]",
          message: "Take the path from the endpoint's declaration: call(), urlOf() or route().",
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  layer(["src/domain/**"], ["**/contract/**", "**/server/**", "**/web/**"]),
  layer(["src/contract/**"], ["**/server/**", "**/web/**"]),
  layer(["src/server/**"], ["**/web/**"]),
  infrastructure,
  layer(["src/web/**"], ["**/server/**"]),
  featureBoundaries,
  webFloors,
);
