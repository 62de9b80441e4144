import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { ensureFirstAdmin } from "./startup/first-admin";
import { startHousekeeping } from "./startup/housekeeping";

const config = loadConfigOrExit();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
await migrateDatabase(database);
await seedDatabase(database.db, app.log);
await ensureFirstAdmin({ db: database.db, config, log: app.log });
if (database.kind === "pglite" && !config.dataDir.startsWith("memory://")) {
  app.log.warn(
    `embedded database in ${config.dataDir} (PGlite runs with fsync off: a power loss may lose recent writes; set DATABASE_URL for production)`,
  );
}

const stopHousekeeping = startHousekeeping(database.db, app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.productName} ready in ${Date.now() - started} ms on http://localhost:${config.port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopHousekeeping();
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
