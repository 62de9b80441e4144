import pg from "pg";
import type { NotificationHandler } from "./notification-handler";

const RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * One dedicated connection for all of the process's channels, outside the pool: a pooled (or
 * transaction-pooled) connection goes back to others and its LISTEN with it. When the connection
 * drops, notifications sent meanwhile are gone, so after reconnecting the handler gets null for each
 * channel ("re-read everything") and carries on.
 */
export async function listenPostgres(
  url: string,
  channels: readonly string[],
  onNotify: NotificationHandler,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (channels.includes(message.channel)) onNotify(message.channel, message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
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
        () => {
          for (const channel of channels) onNotify(channel, null);
        },
        (error: unknown) => {
          console.warn(
            `LISTEN ${channels.join(", ")}: reconnect failed (${(error as Error).message}), retrying`,
          );
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
