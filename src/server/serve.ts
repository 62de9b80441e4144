import { buildApp, type App } from "./app";
import { exitOnConfigError, loadConfigOrExit } from "./config";
import { openDatabase, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { PURGES, SEEDERS } from "./features";
import { ensureFirstAdmin } from "./admin-users/first-admin";
import { startHousekeeping } from "./startup/housekeeping";
import { applyV8Settings } from "./startup/v8-settings";

export interface ServeOptions {
  /**
   * Runs once the app is built, migrated and seeded, before it listens: where the journeys' server
   * (tests/e2e/server.ts) adds its test-only routes. main.ts passes none.
   */
  beforeListen?: (app: App, database: Database) => Promise<void> | void;
}

/** Starts the server from the environment's settings and stops it on SIGINT or SIGTERM. */
export async function serve(options: ServeOptions = {}): Promise<void> {
  applyV8Settings();
  const config = loadConfigOrExit();
  const started = Date.now();
  // Where start-up time goes (LOG_LEVEL=debug prints it): a restart is the time users wait through.
  const phases: string[] = [];
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = Date.now();
    const result = await work();
    phases.push(`${name} ${Date.now() - from} ms`);
    return result;
  };
  const database = await timed("open database", () =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  const app = await timed("build app", () =>
    buildApp({ config, database, logger: { level: config.logLevel } }),
  );
  await timed("migrate", () => migrateDatabase(database));
  await timed("seed", () => seedDatabase(database.db, app.log, SEEDERS));
  await timed("first admin", () =>
    ensureFirstAdmin({ db: database.db, config, log: app.log }),
  ).catch(async (error: unknown) => {
    await app.close().then(() => database.close());
    exitOnConfigError(error);
  });
  if (database.kind === "pglite" && !config.dataDir.startsWith("memory://")) {
    app.log.warn(
      `embedded database in ${config.dataDir} (PGlite runs with fsync off: a power loss may lose recent writes; set DATABASE_URL for production)`,
    );
  }
  await options.beforeListen?.(app, database);

  const stopHousekeeping = startHousekeeping(database.db, app.log, PURGES);
  await timed("listen", () => app.listen({ port: config.port, host: config.host }));
  app.log.debug(
    `start-up: ${phases.join(", ")} (process up ${Math.round(process.uptime() * 1000)} ms)`,
  );
  app.log.info(
    `${config.productName} ready in ${Date.now() - started} ms on http://localhost:${config.port}`,
  );

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopHousekeeping();
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}
