import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug we have not noticed yet (Epic Stack does the same).
let errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called: ${seen.map((a) => a.join(" ")).join("\n")}`);
});
