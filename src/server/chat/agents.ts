import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  AgentAvailability,
  ChatAgent,
  ChatOverview,
  ChatSettingsBody,
} from "../../contract/chat";
import { AGENT_PRESENCE_TIMEOUT_MS, DEFAULT_MAX_CHATS_PER_AGENT } from "../../domain/chat";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { chatAgents, chatSettings, profiles } from "../db/schema";
import { queryRows } from "../db/sql";
import { listStaffDirectory, type StaffDirectoryEntry } from "../departments/staff-directory";
import { notifyChat } from "./doorbell";

/** A staff write: who acted and from where, for the audit log. */
export interface ChatActor {
  actorId: string;
  ip: string;
}

/** The per-agent limit of simultaneous active chats (one settings row; the default until it is read). */
export async function getMaxChatsPerAgent(db: Db): Promise<number> {
  const [row] = await db
    .select({ max: chatSettings.maxChatsPerAgent })
    .from(chatSettings)
    .where(eq(chatSettings.id, true));
  return row?.max ?? DEFAULT_MAX_CHATS_PER_AGENT;
}

/** Active chats assigned to the user right now. */
export async function countActiveChats(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from live_chat_sessions where assigned_to = ${userId} and status = 'active'`,
  );
  return row?.n ?? 0;
}

/**
 * Staff who can take chats: the staff directory's holders of chat.accept, less suspended accounts
 * (as agent-availability.ts leaves them out of "online"): the transfer picker and the transfer's
 * check both use this list.
 */
export async function listChatAcceptors(
  db: Db,
  staffDomain: string,
): Promise<StaffDirectoryEntry[]> {
  const staff = await listStaffDirectory(db, staffDomain, { holding: "chat.accept" });
  if (staff.length === 0) return [];
  const suspended = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        inArray(
          profiles.id,
          staff.map((s) => s.id),
        ),
        eq(profiles.status, "suspended"),
      ),
    );
  const excluded = new Set(suspended.map((r) => r.id));
  return staff.filter((s) => !excluded.has(s.id));
}

/**
 * What others see of an agent: their choice, unless none of their sockets has been seen for
 * AGENT_PRESENCE_TIMEOUT_MS (or ever), when they show as away whatever they chose.
 */
const displayedAvailability = sql<AgentAvailability>`case
  when a.last_seen_at is null or a.last_seen_at < now() - make_interval(secs => ${AGENT_PRESENCE_TIMEOUT_MS / 1000})
  then 'away' else a.availability end`;

interface AgentRow {
  id: string;
  availability: AgentAvailability;
  active_chats: number;
  department_ids: string[] | null;
}

/**
 * Every staff member holding chat.accept (the transfer picker's list), with their displayed
 * availability, active chats and departments (none = a generalist who serves every department).
 */
export async function listChatAgents(db: Db, staffDomain: string): Promise<ChatAgent[]> {
  const staff = await listChatAcceptors(db, staffDomain);
  if (staff.length === 0) return [];
  const ids = staff.map((s) => s.id);
  const rows = await queryRows<AgentRow>(
    db,
    sql`
    select u.id,
           coalesce(${displayedAvailability}, 'away') as availability,
           (select count(*)::int from live_chat_sessions s where s.assigned_to = u.id and s.status = 'active') as active_chats,
           (select array_agg(ds.department_id::text order by ds.department_id) from department_staff ds where ds.user_id = u.id) as department_ids
    from (select value::uuid as id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) as u
    left join chat_agents a on a.user_id = u.id`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return staff.map((s) => {
    const row = byId.get(s.id);
    return {
      id: s.id,
      name: s.name,
      availability: row?.availability ?? "away",
      activeChats: row?.active_chats ?? 0,
      departmentIds: row?.department_ids ?? [],
    };
  });
}

/** The caller's own selector: what they chose (online until they choose), and their active chats. */
export async function getMyAvailability(db: Db, userId: string): Promise<ChatOverview["me"]> {
  const [row] = await db
    .select({ availability: chatAgents.availability })
    .from(chatAgents)
    .where(eq(chatAgents.userId, userId));
  return {
    availability: row?.availability ?? "online",
    activeChats: await countActiveChats(db, userId),
  };
}

/**
 * Stores the caller's availability and rings the agents' doorbell, so other consoles and the
 * widget's "no agent online" rule see it at once. Presence (last_seen_at) is left to the console's
 * socket (presence.ts), its one writer: without an open console the agent still shows away.
 */
export async function setAvailability(
  db: Db,
  options: { userId: string; availability: AgentAvailability },
): Promise<ChatOverview["me"]> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(chatAgents)
      .values({ userId: options.userId, availability: options.availability, updatedAt: now })
      .onConflictDoUpdate({
        target: chatAgents.userId,
        set: { availability: options.availability, updatedAt: now },
      });
    await notifyChat(tx, { kind: "agents" });
  });
  return getMyAvailability(db, options.userId);
}

/** Changes the per-agent limit; the change and its audit entry commit together. */
export async function updateChatSettings(
  db: Db,
  options: { body: ChatSettingsBody } & ChatActor,
): Promise<{ maxChatsPerAgent: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ max: chatSettings.maxChatsPerAgent })
      .from(chatSettings)
      .where(eq(chatSettings.id, true))
      .for("update");
    const max = options.body.maxChatsPerAgent;
    await tx
      .insert(chatSettings)
      .values({ id: true, maxChatsPerAgent: max })
      .onConflictDoUpdate({
        target: chatSettings.id,
        set: { maxChatsPerAgent: max, updatedAt: new Date() },
      });
    // The limit decides who can take new chats: the widget's "agents online" may change with it.
    await notifyChat(tx, { kind: "agents" });
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.settings",
      targetType: "chat_settings",
      before: { maxChatsPerAgent: before?.max ?? DEFAULT_MAX_CHATS_PER_AGENT },
      after: { maxChatsPerAgent: max },
      ip: options.ip,
    });
    return { maxChatsPerAgent: max };
  });
}
