import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  departmentsApi,
  type Department,
  type DepartmentDetail,
  type DepartmentList,
} from "../../contract/departments";
import { TICKET_STATUSES, type TicketStatus } from "../../domain/tickets";
import { auditLog, departments, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { DEFAULT_DEPARTMENTS, seedDepartments } from "./seed";

let ctx: TestContext;
let admin: TestStaff;
let manager: TestStaff;
let agent: TestStaff;
let user: TestUser;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Partnerships",
  description: "Gyms and clinics",
  color: "#7C3AED",
  sortOrder: 5,
  isActive: true,
  ...overrides,
});
const create = (cookie: string, body: unknown) => ctx.call(departmentsApi.create, { cookie, body });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
  agent = await createTestStaff(ctx, {
    role: "Support Agent",
    firstName: "Agnes",
    lastName: "Agent",
  });
  user = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe("seeded departments", () => {
  it("start with General, Billing, Technical and Nutrition Coaching in order, and re-seeding adds nothing", async () => {
    await seedDepartments(ctx.db);
    const list = (
      await ctx.call(departmentsApi.list, { cookie: admin.cookie })
    ).json<DepartmentList>();
    expect(list.departments.map((d) => d.name)).toEqual(DEFAULT_DEPARTMENTS.map((d) => d.name));
    expect(list.departments.every((d) => /^#[0-9A-F]{6}$/.test(d.color))).toBe(true);
  });
});

describe("department writes", () => {
  it("refuse a bad colour and a missing name with the field", async () => {
    const colour = await create(admin.cookie, body({ color: "purple" }));
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error.fields.color).toMatch(/#/);
    const name = await create(admin.cookie, body({ name: "  " }));
    expect(name.statusCode).toBe(400);
    expect(name.json().error.fields.name).toBe("Name is required");
  });

  it("refuse a duplicate name (any case) with 409 under Name, as plans and roles do", async () => {
    const response = await create(admin.cookie, body({ name: "billing" }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message: "A department with this name already exists",
      fields: { name: "A department with this name already exists" },
    });
  });

  it("refuse renaming to a taken name (any case) under Name, and keep the row", async () => {
    const dept = (await create(admin.cookie, body({ name: "Renamed later" }))).json<Department>();
    const response = await ctx.call(departmentsApi.update, {
      params: { id: dept.id },
      cookie: admin.cookie,
      body: body({ name: "TECHNICAL" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.name).toBe("A department with this name already exists");
    const [row] = await ctx.db.select().from(departments).where(eq(departments.id, dept.id));
    expect(row!.name).toBe("Renamed later");
    // Saving under its own name is no clash.
    const same = await ctx.call(departmentsApi.update, {
      params: { id: dept.id },
      cookie: admin.cookie,
      body: body({ name: "renamed later" }),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("let only one of two simultaneous creates with one name through; the other is a 409 under Name", async () => {
    const responses = await Promise.all([
      create(admin.cookie, body({ name: "Twins" })),
      create(admin.cookie, body({ name: "twins" })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.fields.name).toBe("A department with this name already exists");
    expect(
      await ctx.db
        .select()
        .from(departments)
        .where(sql`lower(${departments.name}) = 'twins'`),
    ).toHaveLength(1);
  });

  it("need settings.edit: a Support Manager (settings.view only) and a plain user are refused", async () => {
    expect((await create(manager.cookie, body())).statusCode).toBe(403);
    expect((await create(user.cookie, body())).statusCode).toBe(403);
    expect((await ctx.call(departmentsApi.list, { cookie: manager.cookie })).statusCode).toBe(200);
    expect((await ctx.call(departmentsApi.list, { cookie: agent.cookie })).statusCode).toBe(403);
  });

  it("create, update and delete, each audited", async () => {
    const created = await create(admin.cookie, body());
    expect(created.statusCode, created.body).toBe(201);
    const dept = created.json<Department>();
    const updated = await ctx.call(departmentsApi.update, {
      params: { id: dept.id },
      cookie: admin.cookie,
      body: body({ color: "#0ea5e9", isActive: false }),
    });
    expect(updated.json<Department>()).toMatchObject({ color: "#0EA5E9", isActive: false });
    const userList = (
      await ctx.call(departmentsApi.listActive, { cookie: user.cookie })
    ).json<DepartmentList>();
    expect(userList.departments.map((d) => d.name)).not.toContain("Partnerships");
    expect(
      (await ctx.call(departmentsApi.remove, { params: { id: dept.id }, cookie: admin.cookie }))
        .statusCode,
    ).toBe(204);
    expect(await ctx.db.select().from(departments).where(eq(departments.id, dept.id))).toHaveLength(
      0,
    );
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, dept.id)))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(["departments.create", "departments.delete", "departments.update"]);
  });
});

describe("staff assignments and statistics", () => {
  it("assign and remove stored staff; counts come from real rows", async () => {
    const [general] = await ctx.db
      .select()
      .from(departments)
      .where(eq(departments.name, "General"));
    const detail = async () =>
      (
        await ctx.call(departmentsApi.get, { params: { id: general!.id }, cookie: admin.cookie })
      ).json<DepartmentDetail>();
    const before = await detail();
    expect(before.assigned).toEqual([]);
    expect(before.available.map((s) => s.id)).toContain(agent.id);
    expect(before.available.map((s) => s.id)).not.toContain(user.id);

    const assign = await ctx.call(departmentsApi.assignStaff, {
      params: { id: general!.id },
      cookie: admin.cookie,
      body: { userId: agent.id },
    });
    expect(assign.statusCode, assign.body).toBe(204);
    const notStaff = await ctx.call(departmentsApi.assignStaff, {
      params: { id: general!.id },
      cookie: admin.cookie,
      body: { userId: user.id },
    });
    expect(notStaff.statusCode).toBe(400);

    await openTestTicket(ctx, user, { departmentId: general!.id });
    const after = await detail();
    expect(after.assigned).toEqual([
      expect.objectContaining({ id: agent.id, name: "Agnes Agent", role: "Support Agent" }),
    ]);
    expect(after.assigned[0]!.assignedAt).not.toBeNull();
    expect(after.available.map((s) => s.id)).not.toContain(agent.id);
    expect(after.stats).toEqual({ openTickets: 1, activeChats: 0, staffMembers: 1 });
    // Open Tickets counts every ticket still needing the desk: open, in progress and waiting.
    const [ticketId] = (
      await ctx.db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(eq(supportTickets.departmentId, general!.id))
    ).map((t) => t.id);
    const countWith = async (status: TicketStatus) => {
      await ctx.db.update(supportTickets).set({ status }).where(eq(supportTickets.id, ticketId!));
      return (await detail()).stats.openTickets;
    };
    const counts: Record<string, number> = {};
    for (const status of TICKET_STATUSES) counts[status] = await countWith(status);
    expect(counts).toEqual({ open: 1, "in-progress": 1, waiting: 1, resolved: 0, closed: 0 });

    expect(
      (
        await ctx.call(departmentsApi.removeStaff, {
          params: { id: general!.id, userId: agent.id },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(204);
    expect((await detail()).assigned).toEqual([]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, general!.id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "departments.assign_staff",
      "departments.remove_staff",
    ]);
  });
});

describe("departments changed and deleted at the same moment", () => {
  const made = async (prefix: string) => {
    const list: Department[] = [];
    for (let i = 0; i < 20; i++)
      list.push((await create(admin.cookie, body({ name: `${prefix} ${i}` }))).json<Department>());
    return list;
  };
  const remove = (dept: Department) =>
    ctx.call(departmentsApi.remove, { params: { id: dept.id }, cookie: admin.cookie });
  const audits = (list: Department[], action: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(
            auditLog.targetId,
            list.map((d) => d.id),
          ),
          eq(auditLog.action, action),
        ),
      );

  it("let one of two deletes through, audited once; the other finds nothing, a 404", async () => {
    const list = await made("Twice deleted");
    const { first, second } = await racePairs(list, remove, remove);
    expect(list.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      list.map(() => [204, 404]),
    );
    expect(await audits(list, "departments.delete")).toHaveLength(20);
  });

  it("assign staff before the delete or answer 404 after it, never a 500, auditing only what happened", async () => {
    const list = await made("Assigned then deleted");
    const { first: assigns, second: deletes } = await racePairs(
      list,
      (dept) =>
        ctx.call(departmentsApi.assignStaff, {
          params: { id: dept.id },
          cookie: admin.cookie,
          body: { userId: agent.id },
        }),
      remove,
    );
    expectStatusesIn(assigns, [204, 404]);
    expectStatusesIn(deletes, [204]);
    expect(await audits(list, "departments.assign_staff")).toHaveLength(
      assigns.filter((r) => r.statusCode === 204).length,
    );
  });
});
