import { eq } from "drizzle-orm";
import { NOT_A_LISTED_DEPARTMENT } from "../../contract/departments";
import type { Db } from "../db/client";
import { departments } from "../db/schema";
import { fieldError } from "../errors";

/*
 * A write that files something under a department (a ticket, a chat, a transfer) holds it: key share
 * locked until the transaction ends, so a delete of the department meanwhile either went first (and
 * the department is gone here) or waits for this write, then clears the department from it with its
 * other tickets and chats, instead of the write meeting the foreign key. Taken before the ticket or
 * chat session the write locks: that is the order a department's delete takes.
 */

export interface HeldDepartment {
  id: string;
  name: string;
  isActive: boolean;
}

/** The department, held until the transaction ends, active or not; null when it is gone. */
export async function holdDepartment(tx: Db, departmentId: string): Promise<HeldDepartment | null> {
  const [row] = await tx
    .select({ id: departments.id, name: departments.name, isActive: departments.isActive })
    .from(departments)
    .where(eq(departments.id, departmentId))
    .for("key share");
  return row ?? null;
}

/** Refuses a department the forms do not list: only active departments are offered to choose. */
export function assertListedDepartment(
  department: HeldDepartment | null,
): asserts department is HeldDepartment {
  if (!department?.isActive) throw fieldError("departmentId", NOT_A_LISTED_DEPARTMENT);
}

/** The department chosen for a new ticket, chat or transfer, held; refused unless it is listed. */
export async function holdActiveDepartment(tx: Db, departmentId: string): Promise<HeldDepartment> {
  const department = await holdDepartment(tx, departmentId);
  assertListedDepartment(department);
  return department;
}
