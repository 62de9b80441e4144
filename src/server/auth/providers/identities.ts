import { and, count, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  IDENTITY_ERRORS,
  type IdentitiesResponse,
  type IdentityErrorCode,
  type Provider,
} from "../../../contract/providers";
import { writeAudit } from "../../audit/service";
import type { Db } from "../../db/client";
import { identities, passkeys, users } from "../../db/schema";
import { AppError, isUniqueViolation } from "../../errors";

const identityError = (code: IdentityErrorCode, status: number) =>
  new AppError(code, IDENTITY_ERRORS[code], status);

/**
 * Links (provider, subject) to the user. Already theirs: nothing to do. Another user's: refused
 * with identity_already_exists, also when a link racing this one got there first (unique index).
 */
export async function linkIdentity(
  db: Db,
  options: {
    userId: string;
    provider: Provider;
    subject: string;
    email: string | null;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { userId, provider, subject } = options;
  const [existing] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  if (existing?.userId === userId) return;
  if (existing) throw identityError("identity_already_exists", 409);
  try {
    const [row] = await db
      .insert(identities)
      .values({ userId, provider, subject, email: options.email })
      .returning({ id: identities.id });
    await writeAudit({
      db,
      actorId: userId,
      action: "identity.link",
      targetType: "identity",
      targetId: row?.id ?? null,
      after: { provider, email: options.email },
    });
    options.log.info({ userId, provider }, "provider identity linked");
  } catch (error) {
    if (isUniqueViolation(error)) throw identityError("identity_already_exists", 409);
    throw error;
  }
}

/** The account keeps at least one way in: a method may go only while another (of any kind) remains. */
const canRemoveOneOf = (total: number) => total > 1;

/**
 * Settings → Connected accounts: the password (when set), each identity, whether it may be removed
 * (so the screen need not know the rule), and what can still be linked.
 */
export async function listSignInMethods(
  db: Db,
  options: { userId: string; configured: Provider[] },
): Promise<IdentitiesResponse> {
  const { userId } = options;
  const [user] = await db
    .select({ hasPassword: isNotNull(users.passwordHash) })
    .from(users)
    .where(eq(users.id, userId));
  const linked = await db
    .select()
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(identities.createdAt);
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const passkeyCount = Number(keys?.n ?? 0);
  const isRemovable = canRemoveOneOf((user?.hasPassword ? 1 : 0) + linked.length + passkeyCount);
  const methods: IdentitiesResponse["methods"] = [
    ...(user?.hasPassword
      ? [
          {
            id: "password",
            kind: "password" as const,
            email: null,
            createdAt: null,
            lastUsedAt: null,
            isRemovable,
          },
        ]
      : []),
    ...linked.map((row) => ({
      id: row.id,
      kind: row.provider,
      email: row.email,
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      isRemovable,
    })),
  ];
  const linkedProviders = new Set(linked.map((row) => row.provider));
  return {
    methods,
    linkable: options.configured.filter((provider) => !linkedProviders.has(provider)),
    passkeyCount,
  };
}

/**
 * How many ways the user has to sign in: the password, each identity, each passkey. Locks the user's
 * row first, as removing a passkey does (passkeys.ts): of two removals racing (an unlink and another
 * unlink, the password or a passkey), the second waits and counts what the first left.
 */
async function lockAndCountSignInMethods(
  tx: Db,
  userId: string,
): Promise<{ hasPassword: boolean; total: number }> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const [linked] = await tx
    .select({ n: count() })
    .from(identities)
    .where(eq(identities.userId, userId));
  const [keys] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const hasPassword = user !== undefined && user.passwordHash !== null;
  return {
    hasPassword,
    total: (hasPassword ? 1 : 0) + Number(linked?.n ?? 0) + Number(keys?.n ?? 0),
  };
}

/**
 * Removes one way of signing in: an identity of the user's by id, or "password". Another user's id
 * is identity_not_found, as an unknown one; the last way is single_identity_not_deletable. Checked
 * and removed under the user's row lock. The session stays either way. Removing the password is the
 * caller's to allow (it asks for the password first).
 */
export async function removeSignInMethod(
  db: Db,
  options: { userId: string; methodId: string; ip: string; log: FastifyBaseLogger },
): Promise<{ provider: Provider } | "password"> {
  const { userId, methodId } = options;
  const removed = await db.transaction(
    async (txRaw): Promise<{ provider: Provider } | "password"> => {
      // Drizzle types a transaction apart from the database; both run the same queries.
      const tx = txRaw as unknown as Db;
      const { hasPassword, total } = await lockAndCountSignInMethods(tx, userId);
      const isPassword = methodId === "password";
      const [identity] = isPassword
        ? []
        : await tx
            .select({ id: identities.id, provider: identities.provider, email: identities.email })
            .from(identities)
            .where(and(eq(identities.id, methodId), eq(identities.userId, userId)));
      if (isPassword ? !hasPassword : !identity) throw identityError("identity_not_found", 404);
      if (!canRemoveOneOf(total)) throw identityError("single_identity_not_deletable", 409);
      if (isPassword) {
        await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
      } else if (identity) {
        await tx.delete(identities).where(eq(identities.id, identity.id));
      }
      const before = identity
        ? { provider: identity.provider, email: identity.email }
        : { method: "password" };
      await writeAudit({
        db: tx,
        actorId: userId,
        action: isPassword ? "password.remove" : "identity.unlink",
        targetType: "identity",
        targetId: identity?.id ?? null,
        before,
        ip: options.ip,
      });
      return identity ? { provider: identity.provider } : "password";
    },
  );
  options.log.info(
    { userId, method: methodId === "password" ? "password" : "identity" },
    "sign-in method removed",
  );
  return removed;
}
