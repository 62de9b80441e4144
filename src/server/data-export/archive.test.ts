import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { ARCHIVE_COVERAGE, ARCHIVE_EXCLUDED } from "./archive";
import { dataExportApi } from "../../contract/data-export";
import type { EndpointSpec } from "../../contract/endpoint";
import { ticketsApi } from "../../contract/tickets-api";
import { waterApi } from "../../contract/water";
import { weightApi } from "../../contract/weight";
import { workoutsApi } from "../../contract/workouts-api";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let agent: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createTestUser(ctx, { firstName: "Alice" });
  bob = await createTestUser(ctx, { firstName: "Bobbington" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
});
afterAll(() => ctx.close());

const archiveOf = async (user: TestUser) => {
  const response = await ctx.call(dataExportApi.archive, { cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return { response, text: response.body, archive: response.json<Record<string, unknown>>() };
};
const post = async (
  user: TestUser,
  endpoint: EndpointSpec,
  body: object,
  params?: TestCallInput["params"],
) => {
  const response = await ctx.call(endpoint, { params, cookie: user.cookie, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const at = (value: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

/** Every table of the schema with a foreign key to users.id. */
function tablesReferencingUsers(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) =>
      config.foreignKeys.some((fk) => fk.reference().foreignTable === schema.users),
    )
    .map((config) => config.name)
    .sort();
}

describe("the archive's completeness", () => {
  it("covers or names as excluded every table that references users", async () => {
    const referencing = tablesReferencingUsers();
    expect(referencing.length).toBeGreaterThan(20);
    const missing = referencing.filter(
      (name) => !(name in ARCHIVE_COVERAGE) && !(name in ARCHIVE_EXCLUDED),
    );
    expect(
      missing,
      "add each table to ARCHIVE_COVERAGE (and the archive) or to ARCHIVE_EXCLUDED with the reason",
    ).toEqual([]);
    // users itself is the account; every other listed table must still reference users.
    const stale = [...Object.keys(ARCHIVE_COVERAGE), ...Object.keys(ARCHIVE_EXCLUDED)].filter(
      (name) => name !== "users" && !referencing.includes(name),
    );
    expect(stale).toEqual([]);
    const { archive } = await archiveOf(alice);
    for (const [table, path] of Object.entries(ARCHIVE_COVERAGE))
      expect(at(archive, path), `${table} at ${path}`).not.toBeUndefined();
  });
});

describe("GET /api/archive", () => {
  it("is refused to a visitor and is a dated attachment for any plan", async () => {
    expect((await ctx.call(dataExportApi.archive)).statusCode).toBe(401);
    const { response, archive } = await archiveOf(alice);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="vitalog-archive-${todayIn("UTC")}.json"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(archive).toMatchObject({
      account: { email: alice.email },
      profile: { firstName: "Alice", planName: "Free" },
    });
  });

  it("holds a logged weight, water and a workout with its sets", async () => {
    await post(alice, weightApi.log, { date: "2025-03-04", weightKg: 72.4, note: "alice morning" });
    await post(alice, waterApi.add, { amountMl: 330 });
    await post(alice, workoutsApi.log, {
      date: "2025-03-04",
      bodyWeightKg: 72,
      items: [{ exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: 60 }] }],
    });
    const { archive } = await archiveOf(alice);
    expect(archive.weight).toEqual([
      expect.objectContaining({ date: "2025-03-04", weightKg: 72.4, note: "alice morning" }),
    ]);
    expect(archive.water).toEqual([expect.objectContaining({ amountMl: 330 })]);
    expect(at(archive, "workouts.0.items.0.sets.0")).toMatchObject({ reps: 5, weightKg: 60 });
  });

  it("holds the user's tickets with public replies, never the desk's internal notes", async () => {
    const ticket = await openTestTicket(ctx, alice, { subject: "Sync broken" });
    const reply = (body: object) => post(agent, ticketsApi.reply, body, { id: ticket.id });
    await reply({ body: "INTERNAL-NOTE-do-not-show", internal: true });
    await reply({ body: "Please update the app" });
    const { text, archive } = await archiveOf(alice);
    expect(text).not.toContain("INTERNAL-NOTE-do-not-show");
    expect(at(archive, "tickets.0")).toMatchObject({ subject: "Sync broken" });
    expect((at(archive, "tickets.0.messages") as { body: string }[]).map((m) => m.body)).toContain(
      "Please update the app",
    );
  });

  it("keeps out every secret: password, session and token hashes, TOTP secret, passkey keys", async () => {
    const { text } = await archiveOf(alice);
    for (const key of [
      "passwordHash",
      "tokenHash",
      "codeHash",
      "secret",
      "publicKey",
      "credentialId",
      "visitorTokenHash",
    ])
      expect(text).not.toContain(`"${key}"`);
    const [user] = await ctx.db
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, alice.id));
    expect(text).not.toContain(user!.hash!);
    for (const s of await ctx.db
      .select({ hash: schema.sessions.tokenHash })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, alice.id))) {
      expect(text).not.toContain(s.hash);
    }
  });

  it("holds nothing of another user", async () => {
    await post(bob, weightApi.log, { date: "2025-03-04", weightKg: 99.9, note: "bob-secret-note" });
    await openTestTicket(ctx, bob, { subject: "bob-ticket-subject" });
    const { text } = await archiveOf(alice);
    for (const trace of [
      bob.id,
      bob.email,
      "Bobbington",
      "bob-secret-note",
      "bob-ticket-subject",
      "99.9",
    ])
      expect(text).not.toContain(trace);
    expect((await archiveOf(bob)).text).toContain("bob-secret-note");
  });

  it("lists the audit entries about the user", async () => {
    const { archive } = await archiveOf(agent);
    expect(at(archive, "staff.roles.0.role")).toBe("Support Agent");
    expect((archive.audit as { action: string; byThem: boolean }[]).some((e) => e.byThem)).toBe(
      true,
    );
  });
});
