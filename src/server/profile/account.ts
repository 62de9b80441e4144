import { eq } from "drizzle-orm";
import {
  assertOwner,
  passwordCheckGuardOf,
  type AccountStepCaller,
} from "../auth/passwords/current-password";
import { mailSecurityNotice } from "../auth/security-notices";
import { writeAudit } from "../audit/service";
import { profiles, users } from "../db/schema";
import { conflict, notFound } from "../errors";
import type { AppDeps } from "../http/types";
import { assertSuperAdminRemains, holdSuperAdmins } from "../rbac/last-super-admin";

type AccountDeps = Pick<AppDeps, "db" | "config" | "mailer">;

/**
 * Deletes the account for good. The users row cascades to the profile, sessions and every
 * feature's rows (each references users with onDelete cascade); support tickets outlive it with
 * the customer left out (see supportTickets.userId). The last Super Admin who can act is refused
 * under the same lock as every other removal, or nobody could manage roles again. The deletion is
 * audited before the row goes, so the entry's snapshot still finds the actor's name and e-mail.
 */
export async function deleteAccount(
  deps: AccountDeps,
  options: AccountStepCaller & { password: string | undefined },
): Promise<void> {
  const { db, config } = deps;
  const { viewer, client } = options;
  const { userId } = viewer;
  await assertOwner(db, {
    userId,
    password: options.password,
    reauthenticatedAt: viewer.reauthenticatedAt,
    guard: passwordCheckGuardOf(config, client),
  });
  await holdSuperAdmins(db, async (tx) => {
    // A conflict, which Settings shows as the form's message.
    await assertSuperAdminRemains(tx, {
      loss: { kind: "delete", userIds: [userId] },
      staffDomain: config.staffEmailDomain,
      refuse: (message) => conflict(message),
    });
    const [account] = await tx
      .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    if (!account) throw notFound("Account not found");
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "account.delete",
      targetType: "user",
      targetId: userId,
      before: account,
      ip: client.ip,
    });
    await tx.delete(users).where(eq(users.id, userId));
  });
  // After the commit: the mail must not claim a deletion that rolled back.
  await mailSecurityNotice(deps, { to: viewer.email, event: "account_deleted", client });
}
