import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { slaApi, type SlaTargetsBody, type SlaTargetsResponse } from "../../contract/ticket-sla";
import { SLA_MAX_MINUTES } from "../../domain/sla";
import { auditLog, slaTargets } from "../db/schema";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
let agent: TestStaff;
let seeded: SlaTargetsBody;

const read = (who: TestStaff) => ctx.call(slaApi.get, { cookie: who.cookie });
const save = (who: TestStaff, payload: object) =>
  ctx.call(slaApi.update, { cookie: who.cookie, body: payload });
const auditsOf = (actorId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "sla.targets"), eq(auditLog.actorId, actorId)));
const withUrgent = (urgent: Partial<SlaTargetsBody["urgent"]>) => ({
  ...seeded,
  urgent: { ...seeded.urgent, ...urgent },
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
  editor = await createTestStaff(ctx, { role: "Content Editor" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  seeded = (await read(admin)).json<SlaTargetsResponse>().targets;
});
afterAll(() => ctx.close());
// Every test starts from the seeded targets.
beforeEach(async () => {
  for (const [priority, target] of Object.entries(seeded)) {
    await ctx.db
      .update(slaTargets)
      .set(target)
      .where(eq(slaTargets.priority, priority as keyof SlaTargetsBody));
  }
});

describe("reading the targets", () => {
  it("answers each priority's seeded targets, the resolution never shorter than the first response", async () => {
    expect(Object.keys(seeded).sort()).toEqual(["high", "low", "medium", "urgent"]);
    for (const target of Object.values(seeded))
      expect(target.resolutionMinutes).toBeGreaterThanOrEqual(target.firstResponseMinutes);
  });

  it("is open to an agent who works tickets, who may not change them", async () => {
    expect((await read(agent)).json<SlaTargetsResponse>().targets).toEqual(seeded);
    expect((await save(agent, withUrgent({ firstResponseMinutes: 30 }))).statusCode).toBe(403);
    expect(await auditsOf(agent.id)).toEqual([]);
  });
});

describe("saving the targets", () => {
  it("stores them, answers what is stored, and audits before and after", async () => {
    const response = await save(
      editor,
      withUrgent({ firstResponseMinutes: 30, resolutionMinutes: 240 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = withUrgent({ firstResponseMinutes: 30, resolutionMinutes: 240 });
    expect(response.json<SlaTargetsResponse>().targets).toEqual(after);
    expect((await read(agent)).json<SlaTargetsResponse>().targets).toEqual(after);
    const [row] = await ctx.db.select().from(slaTargets).where(eq(slaTargets.priority, "urgent"));
    expect(row!.updatedBy).toBe(editor.id);
    const audits = await auditsOf(editor.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetType: "sla_targets", before: seeded, after });
  });

  it("writes and audits nothing when nothing changed", async () => {
    const response = await save(admin, seeded);
    expect(response.statusCode).toBe(200);
    expect(response.json<SlaTargetsResponse>().targets).toEqual(seeded);
    expect(await auditsOf(admin.id)).toEqual([]);
  });

  it.each([
    ["urgent.firstResponseMinutes", withUrgentLater({ firstResponseMinutes: 0 }), "at least 1 min"],
    [
      "urgent.firstResponseMinutes",
      withUrgentLater({ firstResponseMinutes: 2.5 }),
      "whole minutes",
    ],
    [
      "urgent.resolutionMinutes",
      withUrgentLater({ resolutionMinutes: SLA_MAX_MINUTES + 1 }),
      "at most 365 d",
    ],
    [
      "urgent.resolutionMinutes",
      withUrgentLater({ firstResponseMinutes: 120, resolutionMinutes: 60 }),
      "cannot be shorter than the first response",
    ],
    [
      "urgent.firstResponseMinutes",
      withUrgentLater({ firstResponseMinutes: "soon" }),
      "in minutes",
    ],
  ])("answers 400 naming %s", async (field, payload, message) => {
    const response = await save(admin, payload());
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { fields: Record<string, string> } }>().error.fields[field],
    ).toContain(message);
    expect((await read(admin)).json<SlaTargetsResponse>().targets).toEqual(seeded);
    expect(await auditsOf(admin.id)).toEqual([]);
  });

  it("answers 400 naming a missing priority", async () => {
    const { low: _left, ...three } = seeded;
    const response = await save(admin, three);
    expect(response.statusCode).toBe(400);
    expect(
      Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields),
    ).toEqual(["low"]);
  });

  it("audits each of two saves at once against what the other left (PostgreSQL: row locks)", async () => {
    const values = [10, 20, 30, 40];
    const { first, second } = await racePairs(
      values,
      (m) => save(admin, withUrgent({ firstResponseMinutes: m })),
      (m) => save(editor, withUrgent({ firstResponseMinutes: m + 1 })),
      1,
    );
    expectStatusesIn([...first, ...second], [200]);
    const audits = (
      await ctx.db.select().from(auditLog).where(eq(auditLog.action, "sla.targets"))
    ).sort((a, b) => a.id - b.id);
    // Each entry's "before" is the previous entry's "after": no save audited a state it did not replace.
    const chain = audits.slice(-values.length * 2);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
  });
});

/** A payload built when the test runs (after `seeded` is read). */
function withUrgentLater(urgent: Record<string, unknown>) {
  return () => ({ ...seeded, urgent: { ...seeded.urgent, ...urgent } });
}
