import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AccessGuard, GuardOf } from "../http/types";
import { staffGuards, type StaffGate } from "./guards";

/**
 * The guard of each declared access (src/contract/endpoint.ts): the one place access becomes a check.
 * `requireUser` is auth's, handed over by the composition root: auth builds on rbac (it checks the
 * last Super Admin before an e-mail change, and writes the audit log whose screen rbac guards). So is
 * `staffGate`, for the same reason: two-factor facts and the audit log belong to features above rbac.
 */
export function accessGuards(deps: {
  db: Db;
  config: Config;
  requireUser: AccessGuard;
  staffGate: StaffGate;
}): GuardOf {
  const staff = staffGuards({ db: deps.db, config: deps.config, gate: deps.staffGate });
  return (access) => {
    if (access === "public") return undefined;
    if (access === "user") return deps.requireUser;
    if (access === "staff") return staff.requireStaff;
    if ("permission" in access) return staff.requirePermission(access.permission, access.message);
    if ("anyOf" in access) return staff.requireAnyPermission([...access.anyOf], access.message);
    if ("allOf" in access) return staff.requireAllPermissions([...access.allOf], access.message);
    return staff.requireLevel(access.level, access.message);
  };
}
