import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * Tests that time the server against the wall clock (the health check while a large import runs).
 * `npm test` runs them after the suite, one file at a time: beside other test files on the same
 * cores their samples carry the scheduler's delays, not the server's.
 */
export default defineConfig({
  test: { ...base.test, include: ["src/**/*.timing-test.ts"], fileParallelism: false },
});
