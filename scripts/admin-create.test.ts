import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PERSONAL_PASSWORD_MESSAGE } from "../src/domain/password-guessability";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const script = path.resolve("scripts/admin-create.ts");

/** `npm run admin:create` on a throw-away embedded database: its exit code and what it printed. */
async function adminCreate(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: "memory://", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const STACK_LINE = /^\s+at /m;

describe("npm run admin:create", () => {
  // Each run migrates a fresh in-memory database first: seconds on a busy machine.
  it(
    "refuses a new Super Admin's guessable password with the policy's reason under --password and exit 1",
    { timeout: 90_000 },
    async () => {
      const result = await adminCreate([
        "--email",
        "root@vitalog.app",
        "--password",
        "RootPassw0rd",
      ]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`--password: ${PERSONAL_PASSWORD_MESSAGE}`);
      expect(result.stdout).not.toMatch(/created/);
    },
  );

  it("says which setting is wrong, without a stack trace, and exits 1 on a bad configuration", async () => {
    const result = await adminCreate(
      ["--email", "root@vitalog.app", "--password", "Copper-Falcon-42"],
      { PORT: "eighty" },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Invalid configuration, see the README's configuration table:\n {2}PORT must be a whole number/,
    );
    expect(result.stderr).not.toMatch(STACK_LINE);
  });
});
