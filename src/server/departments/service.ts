import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Department, DepartmentBody, DepartmentDetail } from "../../contract/departments";
import { ACTIVE_TICKET_STATUSES } from "../../domain/tickets";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { chatSessions, departments, departmentStaff, supportTickets } from "../db/schema";
import { returnedRow, writeReferencing } from "../db/sql";
import { badRequest, notFound, refuseDuplicate } from "../errors";
import { listStaffDirectory } from "./staff-directory";

type Row = typeof departments.$inferSelect;
const toDepartment = (r: Row): Department => ({
  id: r.id,
  name: r.name,
  description: r.description,
  color: r.color.toUpperCase(),
  isActive: r.isActive,
  sortOrder: r.sortOrder,
});

/** Staff actor of a write: who, and from where, for the audit log. */
export interface Actor {
  actorId: string;
  ip: string;
}

export async function listDepartments(
  db: Db,
  options: { activeOnly: boolean },
): Promise<Department[]> {
  const rows = await db
    .select()
    .from(departments)
    .where(options.activeOnly ? eq(departments.isActive, true) : undefined)
    .orderBy(asc(departments.sortOrder), asc(departments.name));
  return rows.map(toDepartment);
}

async function findRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw notFound("Department not found");
  return row;
}

/**
 * Names are unique ignoring case (departments_name_lower_idx). The index is the only check: a check
 * before the write would still let two saves at once both pass it, and the second one 500 on the
 * index. 409 under Name, as plans and roles answer a taken name.
 */
const withUniqueName = <T>(write: () => Promise<T>) =>
  refuseDuplicate(
    {
      constraint: "departments_name_lower_idx",
      field: "name",
      message: "A department with this name already exists",
    },
    write,
  );

export async function getDepartmentDetail(
  db: Db,
  options: { id: string; staffDomain: string },
): Promise<DepartmentDetail> {
  const row = await findRow(db, options.id);
  // "Open Tickets" counts every ticket still needing the desk (open, in progress or waiting), as the
  // dashboard's Active Support Tickets does: a department's workload is not only its untouched tickets.
  const [open] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.departmentId, row.id),
        inArray(supportTickets.status, [...ACTIVE_TICKET_STATUSES]),
      ),
    );
  // "Active Chats" counts as the Live Chat console's card does (chat/stats.ts), for this department;
  // read here like Open Tickets, since chat builds on departments (its agents are department staff).
  const [chats] = await db
    .select({ n: count() })
    .from(chatSessions)
    .where(and(eq(chatSessions.departmentId, row.id), eq(chatSessions.status, "active")));
  const assignments = await db
    .select({ userId: departmentStaff.userId, assignedAt: departmentStaff.assignedAt })
    .from(departmentStaff)
    .where(eq(departmentStaff.departmentId, row.id));
  const directory = await listStaffDirectory(db, options.staffDomain);
  const assignedAt = new Map(assignments.map((a) => [a.userId, a.assignedAt.toISOString()]));
  // Someone who lost their staff role drops out of both lists: only current staff can answer tickets.
  const assigned = directory
    .filter((s) => assignedAt.has(s.id))
    .map((s) => ({ ...s, assignedAt: assignedAt.get(s.id)! }));
  const available = directory
    .filter((s) => !assignedAt.has(s.id))
    .map((s) => ({ ...s, assignedAt: null }));
  return {
    ...toDepartment(row),
    stats: {
      openTickets: Number(open?.n ?? 0),
      activeChats: Number(chats?.n ?? 0),
      staffMembers: assigned.length,
    },
    assigned,
    available,
  };
}

export async function createDepartment(
  db: Db,
  options: { body: DepartmentBody } & Actor,
): Promise<Department> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({ ...options.body, color: options.body.color.toUpperCase() })
        .returning();
      const created = toDepartment(row!);
      await writeAudit({
        db: tx,
        actorId: options.actorId,
        action: "departments.create",
        targetType: "department",
        targetId: created.id,
        after: created,
        ip: options.ip,
      });
      return created;
    }),
  );
}

export async function updateDepartment(
  db: Db,
  options: { id: string; body: DepartmentBody } & Actor,
): Promise<Department> {
  const before = toDepartment(await findRow(db, options.id));
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(departments)
        .set({ ...options.body, color: options.body.color.toUpperCase() })
        .where(eq(departments.id, options.id))
        .returning();
      if (!row) throw notFound("Department not found");
      const after = toDepartment(row);
      await writeAudit({
        db: tx,
        actorId: options.actorId,
        action: "departments.update",
        targetType: "department",
        targetId: options.id,
        before,
        after,
        ip: options.ip,
      });
      return after;
    }),
  );
}

/**
 * Tickets of a deleted department keep existing, without a department (FK set null). One statement
 * finds and deletes, so of two deletes at once only one is audited and the other answers 404.
 */
export async function deleteDepartment(db: Db, options: { id: string } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(departments).where(eq(departments.id, options.id)).returning();
    const before = toDepartment(returnedRow(deleted, () => notFound("Department not found")));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "departments.delete",
      targetType: "department",
      targetId: options.id,
      before,
      ip: options.ip,
    });
  });
}

export async function assignStaff(
  db: Db,
  options: { id: string; userId: string; staffDomain: string } & Actor,
): Promise<void> {
  await findRow(db, options.id);
  const directory = await listStaffDirectory(db, options.staffDomain);
  if (!directory.some((s) => s.id === options.userId))
    throw badRequest("Only staff members can be assigned", { userId: "Choose a staff member" });
  await db.transaction(async (tx) => {
    // The department found above may be deleted before this insert: that is its 404, not a 500.
    await writeReferencing(
      tx
        .insert(departmentStaff)
        .values({ departmentId: options.id, userId: options.userId, assignedBy: options.actorId })
        .onConflictDoNothing(),
      () => notFound("Department not found"),
    );
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "departments.assign_staff",
      targetType: "department",
      targetId: options.id,
      after: { userId: options.userId },
      ip: options.ip,
    });
  });
}

export async function removeStaff(
  db: Db,
  options: { id: string; userId: string } & Actor,
): Promise<void> {
  const removed = await db
    .delete(departmentStaff)
    .where(
      and(eq(departmentStaff.departmentId, options.id), eq(departmentStaff.userId, options.userId)),
    )
    .returning({ userId: departmentStaff.userId });
  if (removed.length === 0) throw notFound("That staff member is not assigned to this department");
  await writeAudit({
    db,
    actorId: options.actorId,
    action: "departments.remove_staff",
    targetType: "department",
    targetId: options.id,
    before: { userId: options.userId },
    ip: options.ip,
  });
}
