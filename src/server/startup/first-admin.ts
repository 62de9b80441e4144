import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { ensureSuperAdmin } from "../rbac/super-admin";

/** Which setting an ensureSuperAdmin refusal is about: a refused new password names `password`. */
export function isPasswordRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.fields?.password !== undefined;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD on start create or promote the first Super Admin, so a fresh
 * install can be administered without a shell. A wrong value is logged, never fatal, naming the
 * variable to change.
 */
export async function ensureFirstAdmin(options: { db: Db; config: Config; log: FastifyBaseLogger }): Promise<void> {
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
      log.error(`ADMIN_PASSWORD: ${error.message} The administrator ${config.adminEmail} was not created; set another ADMIN_PASSWORD and restart.`);
    } else {
      log.error(`ADMIN_EMAIL: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
