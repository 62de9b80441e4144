import { afterAll, afterEach, vi } from "vitest";

// An unexpected console.error is a bug we have not noticed yet (Epic Stack does the same).
let errors: unknown[][] = [];
const original = console.error;
const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join("\n")}`);
});

// Files share a worker (isolate: false) and this file runs again for each: the next one spies on
// the real console.error, not on this file's spy.
afterAll(() => spy.mockRestore());
