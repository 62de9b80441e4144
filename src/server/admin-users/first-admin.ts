import type { FastifyBaseLogger } from "fastify";
import { invalidConfiguration, type Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { ensureSuperAdmin } from "./super-admin";

/** Which setting an ensureSuperAdmin refusal is about: a refused new password names `password`. */
export function isPasswordRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.fields?.password !== undefined;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD on start create or promote the first Super Admin, so a fresh
 * install can be administered without a shell. A password the policy refuses is a bad setting like
 * any other: it throws a ConfigError naming ADMIN_PASSWORD and the rule, and start-up stops, since
 * running on would leave an install nobody can administer behind one log line. A refused promotion
 * (the address already has an account and the password is not its own) is logged and the server
 * runs on: stopping there would let whoever signed up with that address keep the server down.
 */
export async function ensureFirstAdmin(options: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { config, log } = options;
  if (!config.adminEmail) return;
  try {
    const { outcome } = await ensureSuperAdmin({
      db: options.db,
      config,
      email: config.adminEmail,
      password: config.adminPassword,
      via: "startup",
    });
    if (outcome !== "unchanged") log.info(`Super Admin ${config.adminEmail} ${outcome}`);
  } catch (error) {
    if (isPasswordRefusal(error)) {
      throw invalidConfiguration([
        `  ADMIN_PASSWORD was refused: ${error.message} The administrator ${config.adminEmail} was not created.`,
      ]);
    }
    log.error(`ADMIN_EMAIL: ${error instanceof Error ? error.message : String(error)}`);
  }
}
