import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/outbox";

/**
 * What the account services need of the app. In a file of its own so the services that service.ts
 * calls (email verification, …) can take it without importing service.ts back.
 */
export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
