import { sql } from "drizzle-orm";
import { AGENT_PRESENCE_TIMEOUT_MS, DEFAULT_MAX_CHATS_PER_AGENT } from "../../domain/chat";
import { normaliseEmail } from "../../domain/email";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";

/**
 * Who can be offered a new chat right now (chat-design.md, "Rules decided"): staff (a verified
 * e-mail on the staff domain, not suspended) holding chat.accept through a live role, who chose
 * 'online', whose console sent a heartbeat within AGENT_PRESENCE_TIMEOUT_MS, and who is under the
 * per-agent limit. The widget's "no agent online", the start refusal and the departments list all
 * ask this one query, so they never disagree.
 */
function onlineAgentsSql(staffDomain: string) {
  const domain = normaliseEmail(staffDomain);
  const presenceSeconds = AGENT_PRESENCE_TIMEOUT_MS / 1000;
  return sql`
    select u.id
    from users u
    join profiles p on p.id = u.id
    join chat_agents a on a.user_id = u.id
    where lower(split_part(u.email, '@', 2)) = ${domain}
      and u.email_verified_at is not null
      and p.status <> 'suspended'
      and a.availability = 'online'
      and a.last_seen_at > now() - make_interval(secs => ${presenceSeconds})
      and exists (
        select 1 from user_roles ur
        join roles r on r.id = ur.role_id and r.is_active
        join role_permissions rp on rp.role_id = r.id
        join permissions pm on pm.id = rp.permission_id
        where ur.user_id = u.id and ur.is_active and pm.name = 'chat.accept')
      and (select count(*) from live_chat_sessions s where s.assigned_to = u.id and s.status = 'active')
        < coalesce((select max_chats_per_agent from chat_settings where id), ${DEFAULT_MAX_CHATS_PER_AGENT})`;
}

/**
 * The ids of active departments with at least one online agent. An agent belongs to the departments
 * they are assigned to in department_staff, or to every department when assigned to none (a
 * generalist), so a small team that never filled in departments still takes chats.
 */
export async function departmentsWithOnlineAgents(
  db: Db,
  options: { staffDomain: string },
): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with online as (${onlineAgentsSql(options.staffDomain)})
    select d.id from departments d
    where d.is_active and exists (
      select 1 from online o
      where exists (select 1 from department_staff ds where ds.user_id = o.id and ds.department_id = d.id)
         or not exists (select 1 from department_staff ds where ds.user_id = o.id))`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Whether someone can take a new chat of this department now (see departmentsWithOnlineAgents). */
export async function hasOnlineAgent(
  db: Db,
  options: { staffDomain: string; departmentId: string },
): Promise<boolean> {
  return (await departmentsWithOnlineAgents(db, options)).has(options.departmentId);
}
