import { asc, eq } from "drizzle-orm";
import type { SavedReply, SavedReplyBody } from "../../contract/chat";
import { NOT_A_LISTED_DEPARTMENT } from "../../contract/departments";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { chatSavedReplies } from "../db/schema";
import { returnedRow } from "../db/sql";
import {
  conflict,
  fieldError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from "../errors";
import type { Actor } from "./service";

type Row = typeof chatSavedReplies.$inferSelect;
const toSavedReply = (r: Row): SavedReply => ({
  id: r.id,
  departmentId: r.departmentId,
  shortcut: r.shortcut,
  body: r.body,
  updatedAt: r.updatedAt.toISOString(),
});
const auditView = (r: SavedReply) => ({
  departmentId: r.departmentId,
  shortcut: r.shortcut,
  body: r.body,
});

const SHORTCUT_TAKEN = "This department already has a saved reply with this shortcut";
const missing = () => notFound("Saved reply not found");

/**
 * The unique index (department, lower(shortcut)) is the only check, so two saves at once cannot both
 * pass a check made before the write; a department deleted meanwhile is the form's field error.
 */
async function withReplyRules<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SHORTCUT_TAKEN, { shortcut: SHORTCUT_TAKEN });
    if (isForeignKeyViolation(error)) throw fieldError("departmentId", NOT_A_LISTED_DEPARTMENT);
    throw error;
  }
}

/** A department's saved replies (or every department's), by shortcut. */
export async function listSavedReplies(
  db: Db,
  options: { departmentId?: string | undefined },
): Promise<SavedReply[]> {
  const rows = await db
    .select()
    .from(chatSavedReplies)
    .where(
      options.departmentId ? eq(chatSavedReplies.departmentId, options.departmentId) : undefined,
    )
    .orderBy(asc(chatSavedReplies.departmentId), asc(chatSavedReplies.shortcut));
  return rows.map(toSavedReply);
}

export async function createSavedReply(
  db: Db,
  options: { body: SavedReplyBody } & Actor,
): Promise<SavedReply> {
  return withReplyRules(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatSavedReplies)
        .values({ ...options.body, createdBy: options.actorId })
        .returning();
      const created = toSavedReply(row!);
      await writeAudit({
        db: tx,
        actorId: options.actorId,
        action: "chat.saved_reply.create",
        targetType: "chat_saved_reply",
        targetId: created.id,
        after: auditView(created),
        ip: options.ip,
      });
      return created;
    }),
  );
}

export async function updateSavedReply(
  db: Db,
  options: { id: string; body: SavedReplyBody } & Actor,
): Promise<SavedReply> {
  return withReplyRules(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(chatSavedReplies)
        .where(eq(chatSavedReplies.id, options.id))
        .for("update");
      if (!before) throw missing();
      const updated = await tx
        .update(chatSavedReplies)
        .set({ ...options.body, updatedAt: new Date() })
        .where(eq(chatSavedReplies.id, options.id))
        .returning();
      const after = toSavedReply(returnedRow(updated, missing));
      await writeAudit({
        db: tx,
        actorId: options.actorId,
        action: "chat.saved_reply.update",
        targetType: "chat_saved_reply",
        targetId: options.id,
        before: auditView(toSavedReply(before)),
        after: auditView(after),
        ip: options.ip,
      });
      return after;
    }),
  );
}

/** One statement finds and deletes, so of two deletes at once only one is audited and the other answers 404. */
export async function deleteSavedReply(db: Db, options: { id: string } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(chatSavedReplies)
      .where(eq(chatSavedReplies.id, options.id))
      .returning();
    const before = toSavedReply(returnedRow(deleted, missing));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.saved_reply.delete",
      targetType: "chat_saved_reply",
      targetId: options.id,
      before: auditView(before),
      ip: options.ip,
    });
  });
}
