// `npm run admin:create -- --email a@vitalog.app --password …`: creates or promotes a Super Admin
// on the configured database (DATABASE_URL or the embedded one in DATA_DIR).
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/db/seed";
import { SEEDERS } from "../src/server/features";
import { ensureSuperAdmin } from "../src/server/admin-users/super-admin";
import { isPasswordRefusal } from "../src/server/admin-users/first-admin";

const USAGE =
  "Usage: npm run admin:create -- --email you@<staff domain> [--password <at least 8 characters, not a common one, without your name or e-mail>] [--first-name A] [--last-name B]\n" +
  "A new account needs --password; an existing account is promoted only with its current password, which it keeps.";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    help: { type: "boolean" },
  },
});
if (values.help || !values.email) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { info: () => {} }, SEEDERS);
  const { userId, outcome } = await ensureSuperAdmin({
    db: database.db,
    config,
    email: values.email,
    password: values.password,
    via: "cli",
    ...(values["first-name"] ? { firstName: values["first-name"] } : {}),
    ...(values["last-name"] ? { lastName: values["last-name"] } : {}),
  });
  const said = {
    created: "created as Super Admin",
    promoted: "promoted to Super Admin",
    unchanged: "is already a Super Admin",
  };
  console.log(`${values.email} ${said[outcome]} (user ${userId})`);
} catch (error) {
  console.error(
    isPasswordRefusal(error)
      ? `--password: ${error.message}`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
