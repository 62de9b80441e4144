import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      // Tests that need a PostgreSQL server (several processes on one database): present only then;
      // tests of the PGlite-only machinery: present only without one.
      ...(process.env.TEST_DATABASE_URL ? ["src/**/*.pg-test.ts"] : ["src/**/*.pglite-test.ts"]),
    ],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    pool: "forks",
    // A worker runs its files one after another in one module graph: the server's modules are imported
    // and compiled once per worker, not once per file (half of each file's time was imports), and the
    // worker's PGlite is reused (testing/pglite-pool.ts). Files share no state but the database, which
    // the pool puts back. A module mock (vi.mock) would leak into the worker's next files: spy on an
    // object the module exports instead (passwords.ts's argon2Hashing).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. Two keep both
    // cores busy while the other waits on the database: the suite took 178 s against 231 s on PGlite
    // and 222 s against 323 s on the PostgreSQL server there (`npx vitest run --maxWorkers=N`).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
