import { sql } from "drizzle-orm";
import { AGENT_PRESENCE_TIMEOUT_MS } from "../../domain/chat";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { isForeignKeyViolation } from "../errors";
import { notifyChat } from "./doorbell";

/** How often a process stamps its present agents; well inside the 60 s after which an agent shows as away. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/**
 * Agents' presence from their open consoles (sockets following chat:queue), shared between server
 * processes through chat_agents.last_seen_at: each process stamps the agents it holds every heartbeat,
 * and an agent whose consoles all closed shows as away once the stamp is 60 s old. A change either
 * way rings the `agents` doorbell so consoles and the widget's "no agent online" rule follow live.
 */
export class AgentPresence {
  /** Consoles open in this process, per agent. */
  private readonly consoles = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly heartbeatMs = PRESENCE_HEARTBEAT_MS,
  ) {}

  follow(userId: string): void {
    const count = this.consoles.get(userId) ?? 0;
    this.consoles.set(userId, count + 1);
    if (count === 0)
      void this.stamp(userId).catch((error: unknown) =>
        this.log.warn({ err: error }, "presence stamp failed"),
      );
  }

  unfollow(userId: string): void {
    const count = (this.consoles.get(userId) ?? 0) - 1;
    if (count <= 0) this.consoles.delete(userId);
    else this.consoles.set(userId, count);
  }

  /** Every heartbeat: stamp the agents here, and ring when someone's last stamp just went stale (anywhere). */
  async beat(): Promise<void> {
    for (const userId of this.consoles.keys()) await this.stamp(userId);
    const timeout = AGENT_PRESENCE_TIMEOUT_MS / 1000;
    const window = timeout + this.heartbeatMs / 1000;
    const [lapsed] = await queryRows<{ n: number }>(
      this.db,
      sql`
      select count(*)::int as n from chat_agents
      where last_seen_at <= now() - make_interval(secs => ${timeout})
        and last_seen_at > now() - make_interval(secs => ${window})`,
    );
    if ((lapsed?.n ?? 0) > 0) await notifyChat(this.db, { kind: "agents" });
  }

  /** Stamps one agent as seen now; rings when they were away (no stamp in 60 s) before. */
  private async stamp(userId: string): Promise<void> {
    try {
      const [row] = await queryRows<{ was_present: boolean }>(
        this.db,
        sql`
        with prior as (select last_seen_at from chat_agents where user_id = ${userId})
        insert into chat_agents (user_id, last_seen_at) values (${userId}, now())
        on conflict (user_id) do update set last_seen_at = now()
        returning coalesce((select last_seen_at > now() - make_interval(secs => ${AGENT_PRESENCE_TIMEOUT_MS / 1000}) from prior), false) as was_present`,
      );
      if (!row?.was_present) await notifyChat(this.db, { kind: "agents" });
    } catch (error) {
      // The account was deleted while its console was open: nothing to stamp.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
}
