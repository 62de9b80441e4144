import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE, auditApi, type AuditPage } from "../../contract/admin-audit";
import { adminUsersApi } from "../../contract/admin-users";
import { auditLog } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { writeAudit } from "./service";

// The audit log names people, not ids, and is filtered by actor (name or e-mail), action and the
// viewer's days; each filter is checked alone and with the others and paging.
let ctx: TestContext;
let root: TestStaff;
let manager: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin", firstName: "Rhoda", lastName: "Root" });
  manager = await createTestStaff(ctx, {
    role: "Support Manager",
    firstName: "Marek",
    lastName: "Quill",
  });
});
afterAll(() => ctx.close());

const get = (query: TestCallInput["query"]) =>
  ctx.call(auditApi.list, { query, cookie: root.cookie });
const read = async (query: TestCallInput["query"]) => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};
const fieldsOf = async (query: TestCallInput["query"]) => {
  const response = await get(query);
  expect(response.statusCode).toBe(400);
  return Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields);
};
/** An entry written at a chosen moment (inserting is all the append-only log allows). */
const entryAt = (action: string, createdAt: string, actorId: string | null = null) =>
  ctx.db.insert(auditLog).values({
    action,
    createdAt: new Date(createdAt),
    actorId,
    actorEmail: actorId === manager.id ? manager.email : null,
  });

describe("who an entry is about", () => {
  it("names a user target as they are now, and a deleted one by what their deletion kept", async () => {
    const user = await createTestUser(ctx, { firstName: "Tess", lastName: "Target" });
    expect(
      (
        await ctx.call(adminUsersApi.endAllSessions, {
          params: { id: user.id },
          cookie: manager.cookie,
        })
      ).statusCode,
    ).toBe(200);
    const [live] = (await read({ action: "users.end_sessions", actor: "Quill" })).entries;
    expect(live).toMatchObject({
      actorName: "Marek Quill",
      actorEmail: manager.email,
      targetId: user.id,
      target: { name: "Tess Target", email: user.email, isDeleted: false },
    });

    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: user.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);
    const [gone] = (await read({ action: "users.end_sessions", actor: "Quill" })).entries;
    expect(gone!.target).toEqual({ name: "Tess Target", email: user.email, isDeleted: true });
  });

  it("gives no user target for other kinds of target, and says so when nothing named a deleted user", async () => {
    await writeAudit({
      db: ctx.db,
      actorId: root.id,
      action: "test.thing",
      targetType: "plan",
      targetId: "p1",
    });
    await writeAudit({
      db: ctx.db,
      actorId: root.id,
      action: "test.unknown",
      targetType: "user",
      targetId: "00000000-0000-4000-8000-0000000000aa",
    });
    expect((await read({ action: "test.thing" })).entries[0]!.target).toBeNull();
    expect((await read({ action: "test.unknown" })).entries[0]!.target).toEqual({
      name: null,
      email: null,
      isDeleted: true,
    });
  });
});

describe("filtering the log", () => {
  it("finds an actor by part of their name or e-mail, whatever the case", async () => {
    await writeAudit({ db: ctx.db, actorId: manager.id, action: "test.actor" });
    await writeAudit({ db: ctx.db, actorId: root.id, action: "test.actor" });
    for (const actor of ["marek", "QUILL", "Marek Q", manager.email.slice(0, 12)]) {
      expect((await read({ action: "test.actor", actor })).entries.map((e) => e.actorId)).toEqual([
        manager.id,
      ]);
    }
    expect((await read({ action: "test.actor" })).total).toBe(2);
    // Wildcards typed are matched as text, not as patterns.
    expect((await read({ action: "test.actor", actor: "%" })).total).toBe(0);
  });

  it("reads from and to as whole days in the viewer's time zone", async () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in London (summer time) and 19:30 on 14 July in New York.
    await entryAt("test.zone", "2026-07-14T23:30:00Z");
    const on15th = (tz: string) =>
      read({ action: "test.zone", from: "2026-07-15", to: "2026-07-15", tz });
    expect((await on15th("Europe/London")).total).toBe(1);
    expect((await on15th("UTC")).total).toBe(0);
    expect((await read({ action: "test.zone", from: "2026-07-14", to: "2026-07-14" })).total).toBe(
      1,
    );
    expect(
      (await read({ action: "test.zone", to: "2026-07-14", tz: "America/New_York" })).total,
    ).toBe(1);
    expect(
      (await read({ action: "test.zone", from: "2026-07-15", tz: "America/New_York" })).total,
    ).toBe(0);
  });

  it("combines actor, action and dates with paging", async () => {
    const days = ["2026-03-01", "2026-03-02", "2026-03-03"];
    for (const day of days)
      for (let i = 0; i <= AUDIT_PAGE_SIZE; i++)
        await entryAt("test.combo", `${day}T12:00:00Z`, i % 2 === 0 ? manager.id : null);
    const managerPerDay = Math.ceil((AUDIT_PAGE_SIZE + 1) / 2);
    const all = await read({
      action: "test.combo",
      actor: "quill",
      from: "2026-03-02",
      to: "2026-03-03",
    });
    expect([all.total, all.entries.length]).toEqual([managerPerDay * 2, AUDIT_PAGE_SIZE]);
    const second = await read({
      action: "test.combo",
      actor: "quill",
      from: "2026-03-02",
      to: "2026-03-03",
      page: 2,
    });
    expect(second.entries).toHaveLength(managerPerDay * 2 - AUDIT_PAGE_SIZE);
    expect(
      second.entries.every((e) => e.createdAt.startsWith("2026-03-02") && e.actorId === manager.id),
    ).toBe(true);
    expect((await read({ action: "test.combo", from: "2026-03-03" })).total).toBe(
      AUDIT_PAGE_SIZE + 1,
    );
    expect((await read({ action: "test.other", actor: "quill", from: "2026-03-02" })).total).toBe(
      0,
    );
  });

  it("answers 400 naming the field for a bad date, time zone, range or page", async () => {
    expect(await fieldsOf({ from: "2026-02-30" })).toEqual(["from"]);
    expect(await fieldsOf({ to: "31/01/2026" })).toEqual(["to"]);
    expect(await fieldsOf({ tz: "Mars/Olympus" })).toEqual(["tz"]);
    expect(await fieldsOf({ from: "2026-02-01", to: "2026-01-01" })).toEqual(["to"]);
    expect(await fieldsOf({ page: 0 })).toEqual(["page"]);
  });
});
