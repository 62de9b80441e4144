import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import * as schema from "./schema";
import type { NotificationHandler } from "./notification-handler";
import { DRIZZLE_PARSERS, parsersOnceClient } from "./pglite-parsers";
import { queryNamed } from "./pglite-prepared";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** LISTEN on the channels; resolves to the function that stops listening (PGlite: its own listen; PostgreSQL: one connection, db/listen-postgres.ts). */
  listen(channels: readonly string[], onNotify: NotificationHandler): Promise<() => Promise<void>>;
  /** Resolves when the database answers a query (the health check's), prepared once per connection. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects the server driver; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; "memory://" keeps it in memory. */
  dataDir?: string | undefined;
  /** A dump made by PGlite.dumpDataDir, to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's buffer pool lives in its WebAssembly memory, which is zeroed at start and never given back:
 * PostgreSQL's default 128 MB was a third of the server's resident memory and ~130 ms of every start.
 * The data directory's files stay in the operating system's page cache, so a page missing from this
 * smaller pool costs a read call, not a disk seek (bench:start and bench:http measure both).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** SQLSTATE 57P01: the server ended the connection on purpose (shutdown, or a database being dropped). */
const ADMIN_SHUTDOWN = "57P01";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? "memory://", options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  return pgliteDatabaseOf(await startPglite(dataDir, loadDataDir));
}

/** PGlite started with the server's settings; the tests' database pool starts its own the same way. */
export async function startPglite(dataDir: string, loadDataDir?: Blob | File): Promise<PGlite> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: dataDir.startsWith("memory://") ? undefined : dataDir,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers: DRIZZLE_PARSERS,
  });
  await client.waitReady;
  return client;
}

/** The Database over a started PGlite: a fresh Drizzle instance each call, so caches keyed by Db start empty. */
export function pgliteDatabaseOf(client: PGlite): Database {
  const db = drizzlePglite(parsersOnceClient(client), {
    schema,
    casing: undefined,
  }) as unknown as Db;
  // PGlite is one in-process connection: LISTEN on it sees every commit of this process, the only writer.
  const listen = async (channels: readonly string[], onNotify: NotificationHandler) => {
    const stops = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => onNotify(channel, payload))),
    );
    return async () => {
      for (const stop of stops) await stop();
    };
  };
  const ping = async () => {
    await queryNamed(client, "ping", "select 1", []);
  };
  return { db, kind: "pglite", listen, ping, close: () => client.close() };
}

/**
 * The server driver is loaded only when a DATABASE_URL selects it: on the embedded database, pg's
 * module set-up (which probes for Cloudflare by building a fetch Response, loading Node's undici) was
 * start-up time spent for nothing (issue 11).
 */
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { listenPostgres }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("./listen-postgres"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, admin shutdown) must not crash the process:
  // pg emits it on the pool, and the pool opens a fresh connection for the next query.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN)
      console.warn(`PostgreSQL idle connection lost: ${error.message}`);
  });
  const ping = async () => {
    await pool.query({ name: "ping", text: "select 1" });
  };
  // A query proves the server answers before the app says it is up.
  await ping();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    listen: (channels, onNotify) => listenPostgres(url, channels, onNotify),
    ping,
    close: () => pool.end(),
  };
}
