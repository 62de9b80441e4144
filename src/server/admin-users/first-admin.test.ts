import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from "../../domain/password-guessability";
import { hashPassword } from "../auth/passwords/passwords";
import { ConfigError } from "../config";
import { users } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { ensureFirstAdmin } from "./first-admin";
import { activeSuperAdminIds } from "../rbac/last-super-admin";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Runs the start-up step with these settings and returns what it logged. */
async function startWith(
  adminEmail: string,
  adminPassword: string,
): Promise<{ info: string[]; errors: string[] }> {
  const logged = { info: [] as string[], errors: [] as string[] };
  const log = {
    info: (m: string) => logged.info.push(m),
    error: (m: string) => logged.errors.push(m),
  } as unknown as FastifyBaseLogger;
  await ensureFirstAdmin({ db: ctx.db, config: { ...ctx.config, adminEmail, adminPassword }, log });
  return logged;
}
const accountOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];

/** The start-up step's refusal: the message the operator reads before the process stops. */
async function refusalOf(adminEmail: string, adminPassword: string): Promise<string> {
  const error = await startWith(adminEmail, adminPassword).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe("ADMIN_PASSWORD at start-up", () => {
  it("refuses a new Super Admin's password holding the e-mail's name as a bad setting naming ADMIN_PASSWORD and the rule, and creates no account", async () => {
    expect(await refusalOf("root@vitalog.app", "RootPassw0rd")).toBe(
      "Invalid configuration, see the README's configuration table:\n" +
        `  ADMIN_PASSWORD was refused: ${PERSONAL_PASSWORD_MESSAGE} The administrator root@vitalog.app was not created.`,
    );
    expect(await accountOf("root@vitalog.app")).toBeUndefined();
  });

  it("refuses a breached password and a short one the same way", async () => {
    expect(await refusalOf("chief@vitalog.app", "Password123!")).toContain(
      `ADMIN_PASSWORD was refused: ${COMMON_PASSWORD_MESSAGE}`,
    );
    expect(await refusalOf("chief@vitalog.app", "Sh0rt!")).toMatch(
      /ADMIN_PASSWORD was refused: A password of at least 8 characters/,
    );
    expect(await accountOf("chief@vitalog.app")).toBeUndefined();
  });

  // The server itself, as an operator starts it: it must stop, not run on without an administrator.
  it(
    "stops the server's start-up with that message and exit code 1",
    { timeout: 120_000 },
    async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: "memory://",
        WEB_DIR: "",
        HOST: "127.0.0.1",
        PORT: "3297",
      };
      Object.assign(env, { LOG_LEVEL: "info", PRODUCT_NAME: "Vitalog", DATABASE_URL: "" });
      const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: { ...env, ADMIN_EMAIL: "root@vitalog.app", ADMIN_PASSWORD: "RootPassw0rd" },
      });
      let stdout = "";
      let stderr = "";
      server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
      // Before the fix the server listened and ran on: stop it once it says it is ready.
      server.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString("utf8");
        if (stdout.includes("Vitalog ready in")) server.kill();
      });
      const code = await new Promise<number | null>((resolve) =>
        server.once("exit", resolve),
      ).finally(() => server.kill());
      expect(stderr).toContain(`ADMIN_PASSWORD was refused: ${PERSONAL_PASSWORD_MESSAGE}`);
      expect(code).toBe(1);
    },
  );

  it("creates the Super Admin with a password the policy accepts", async () => {
    const { info, errors } = await startWith("head@vitalog.app", "Copper-Falcon-42");
    expect(errors).toEqual([]);
    expect(info).toEqual(["Super Admin head@vitalog.app created"]);
    expect(await activeSuperAdminIds(ctx.db)).toContain((await accountOf("head@vitalog.app"))!.id);
  });

  it("still promotes an existing account with its current password: it is proved, not set, so the policy is not the question", async () => {
    const user = await createTestUser(ctx, { email: "veteran@vitalog.app" });
    // A password set before the policy existed.
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword("VeteranPassw0rd") })
      .where(eq(users.id, user.id));
    const { info, errors } = await startWith("veteran@vitalog.app", "VeteranPassw0rd");
    expect(errors).toEqual([]);
    expect(info).toEqual(["Super Admin veteran@vitalog.app promoted"]);
  });
});
