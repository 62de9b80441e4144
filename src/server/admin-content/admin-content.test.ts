import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContentApi } from "../../contract/admin-content";
import { helpApi, type FaqEntry } from "../../contract/help";
import { auditLog } from "../db/schema";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let editor: TestStaff;
let agent: TestStaff;
const body = {
  category: "Tracking",
  question: "How do I log a snack?",
  answer: "Open Meals and choose Snack.",
  sortOrder: 99,
};

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await createTestStaff(ctx, { role: "Content Editor" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
});
afterAll(() => ctx.close());

const publicFaq = async () => (await ctx.call(helpApi.faq)).json<{ entries: FaqEntry[] }>().entries;

describe("help-centre content", () => {
  it("creates, edits and deletes entries that show on /help, each audited", async () => {
    const created = await ctx.call(adminContentApi.create, { cookie: editor.cookie, body });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ entry: FaqEntry }>().entry;
    expect((await publicFaq()).map((e) => e.question)).toContain(body.question);

    const edited = await ctx.call(adminContentApi.update, {
      params: { id },
      cookie: editor.cookie,
      body: { ...body, answer: "Meals → Snack." },
    });
    expect(edited.json<{ entry: FaqEntry }>().entry.answer).toBe("Meals → Snack.");
    expect((await publicFaq()).find((e) => e.id === id)?.answer).toBe("Meals → Snack.");

    expect(
      (await ctx.call(adminContentApi.remove, { params: { id }, cookie: editor.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await publicFaq()).map((e) => e.id)).not.toContain(id);

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.actorId, editor.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "content.create",
      "content.delete",
      "content.update",
    ]);
    expect(entries.find((e) => e.action === "content.update")!.before).toMatchObject({
      answer: body.answer,
    });
  });

  it("lists raw entries to content.view and refuses changes without settings.edit", async () => {
    const list = await ctx.call(adminContentApi.list, { cookie: editor.cookie });
    expect(list.json<{ entries: FaqEntry[] }>().entries.length).toBeGreaterThan(0);
    expect((await ctx.call(adminContentApi.list, { cookie: agent.cookie })).statusCode).toBe(403);
    expect(
      (await ctx.call(adminContentApi.create, { cookie: agent.cookie, body })).statusCode,
    ).toBe(403);
  });

  it("answers 400 with the field for a bad entry, 404 for a missing one", async () => {
    const bad = await ctx.call(adminContentApi.create, {
      cookie: editor.cookie,
      body: { ...body, question: " ", category: "Cooking" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      "category",
      "question",
    ]);
    const missing = await ctx.call(adminContentApi.update, {
      params: { id: "00000000-0000-4000-8000-000000000000" },
      cookie: editor.cookie,
      body,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("help-centre entries edited and deleted at the same moment", () => {
  const entries = async (n: number) => {
    const made: FaqEntry[] = [];
    for (let i = 0; i < n; i++) {
      const created = await ctx.call(adminContentApi.create, {
        cookie: editor.cookie,
        body: { ...body, question: `Race ${i}?` },
      });
      made.push(created.json<{ entry: FaqEntry }>().entry);
    }
    return made;
  };
  const edit = (entry: FaqEntry) =>
    ctx.call(adminContentApi.update, {
      params: { id: entry.id },
      cookie: editor.cookie,
      body: { ...body, answer: "Edited." },
    });
  const remove = (entry: FaqEntry) =>
    ctx.call(adminContentApi.remove, { params: { id: entry.id }, cookie: editor.cookie });
  const auditsOf = (made: FaqEntry[], action: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(
            auditLog.targetId,
            made.map((e) => e.id),
          ),
          eq(auditLog.action, action),
        ),
      );

  it("answers an edit 200 or 404 and the delete 200, never a 500, and audits only what happened", async () => {
    const made = await entries(20);
    const { first: edits, second: deletes } = await racePairs(made, edit, remove);
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect((await publicFaq()).filter((e) => made.some((m) => m.id === e.id))).toEqual([]);
    expect(await auditsOf(made, "content.delete")).toHaveLength(20);
    expect(await auditsOf(made, "content.update")).toHaveLength(
      edits.filter((r) => r.statusCode === 200).length,
    );
  });

  it("lets one of two deletes of an entry through; the other finds nothing, a 404", async () => {
    const made = await entries(20);
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
    expect(await auditsOf(made, "content.delete")).toHaveLength(20);
  });
});
