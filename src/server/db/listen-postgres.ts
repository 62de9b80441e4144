import pg from "pg";
import type { NotificationHandler } from "./client";

const RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * One dedicated connection per LISTEN, outside the pool: a pooled (or transaction-pooled) connection
 * goes back to others and its LISTEN with it. When the connection drops, notifications sent meanwhile
 * are gone, so after reconnecting the handler gets null ("re-read everything") and carries on.
 */
export async function listenPostgres(url: string, channel: string, onNotify: NotificationHandler): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    attempt = 0;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => onNotify(null),
        (error: unknown) => {
          console.warn(`LISTEN ${channel}: reconnect failed (${(error as Error).message}), retrying`);
          scheduleReconnect();
        },
      );
    }, delay).unref();
  };

  const lost = (dead: pg.Client) => {
    if (client !== dead) return;
    client = null;
    void dead.end().catch(() => {});
    scheduleReconnect();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
