import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SIGNIN_MESSAGES } from "../../../contract/auth";
import {
  IDENTITY_ERRORS,
  type CompleteProviderSignUpBody,
  type PendingProviderSignIn,
  type Provider,
  type ProviderErrorCode,
} from "../../../contract/providers";
import { normaliseEmail } from "../../../domain/email";
import type { Db } from "../../db/client";
import { identities, profiles, sessions, users } from "../../db/schema";
import { AppError, fieldError, isUniqueViolation } from "../../errors";
import { verifyPassword } from "../passwords/passwords";
import { clearRateLimit, hitRateLimit } from "../rate-limit";
import { checkBirthday, createAccount, type AuthDeps, type ClientInfo } from "../service";
import { grantSignIn, type SignInOutcome } from "../sessions/grant";
import type { ProviderClients } from "./clients";
import { createFlow, PENDING_MS, PROVIDER_FLOWS, readFlow, takeFlow } from "./flows";
import { linkIdentity } from "./identities";
import {
  finishRoundTrip,
  ProviderFailure,
  type ProviderClaims,
  type RoundTripData,
} from "./round-trip";
import { isValidTimeZone } from "../../../domain/calendar";

/** A provider sign-up or link waiting in this browser (auth_flows.data); the subject is never shown. */
export interface PendingData extends ProviderClaims {
  provider: Provider;
  next: string;
}

/** How a callback ends; the route turns it into cookies and a redirect. */
export type CallbackResult =
  | { kind: "signed_in"; outcome: SignInOutcome; next: string }
  | { kind: "pending"; flow: "signup" | "link"; token: string }
  | { kind: "linked"; provider: Provider }
  | { kind: "reauthenticated"; next: string }
  | { kind: "failed"; code: ProviderErrorCode; isLink: boolean };

export const PROVIDER_MESSAGES = {
  noPending: "There is no provider sign-in waiting in this browser. Please start again.",
  wrongPassword: "That password is not correct",
  noEmail: "That provider did not share an e-mail address, which we need to create your account.",
} as const;

/** Signs in the owner of a known identity, or tells why not (a suspended account). */
async function signInByIdentity(
  db: Db,
  identity: { id: string; userId: string },
  client: ClientInfo,
): Promise<SignInOutcome> {
  const [profile] = await db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, identity.userId));
  if (profile?.status === "suspended")
    throw new ProviderFailure("suspended", SIGNIN_MESSAGES.suspended);
  const now = new Date();
  await db.update(identities).set({ lastUsedAt: now }).where(eq(identities.id, identity.id));
  await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.id, identity.userId));
  return grantSignIn(db, {
    userId: identity.userId,
    isPersistent: false,
    firstFactor: "provider",
    client,
  });
}

/** An unknown identity: the account its e-mail names must prove it owns it; otherwise a new account is offered. */
async function startPending(
  db: Db,
  trip: RoundTripData,
  claims: ProviderClaims,
): Promise<CallbackResult> {
  if (!claims.email) throw new ProviderFailure("provider_no_email", PROVIDER_MESSAGES.noEmail);
  const email = normaliseEmail(claims.email);
  const data: PendingData = { ...claims, email, provider: trip.provider, next: trip.next };
  // An address the provider does not vouch for goes no further, whether or not it has an account:
  // some providers let anyone claim one (Microsoft's email claim is not verified), and answering "link
  // to your account" for a registered address but not for a new one would tell who is registered.
  // Nor may it make an account: anyone could make one in another person's name and keep a way into
  // it after that person takes the address back with a password reset (pre-account hijacking). The
  // owner links such a provider from Settings, signed in.
  if (!claims.emailVerified)
    throw new ProviderFailure(
      "provider_unverified_email",
      "the provider did not verify the e-mail",
    );
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  // Never linked silently, even when the provider verified the address: an address can change hands.
  const flow = owner ? "link" : "signup";
  const kind = owner ? PROVIDER_FLOWS.link : PROVIDER_FLOWS.signUp;
  const token = await createFlow(db, {
    kind,
    userId: owner?.id ?? null,
    data,
    lifetimeMs: PENDING_MS,
  });
  return { kind: "pending", flow, token };
}

/**
 * Finishes a trip to the provider: the flow (found by the browser's cookie) is spent first, so a
 * replayed callback finds nothing; then the answer is verified, and the identity signs in, is
 * linked (intent link), or waits for a sign-up or a proof of ownership.
 */
export async function finishCallback(
  deps: { db: Db; clients: ProviderClients; log: FastifyBaseLogger },
  options: {
    provider: Provider;
    flowToken: string | undefined;
    params: URLSearchParams;
    client: ClientInfo;
  },
): Promise<CallbackResult> {
  const { db, log } = deps;
  const flow = await takeFlow<RoundTripData>(db, PROVIDER_FLOWS.roundTrip, options.flowToken);
  // Both start from Settings, so a failure goes back there.
  const isLink = flow?.data.intent === "link" || flow?.data.intent === "reauth";
  try {
    if (!flow || flow.data.provider !== options.provider)
      throw new ProviderFailure("flow_expired", "no round trip for this browser");
    const claims = await finishRoundTrip(deps.clients, flow.data, options.params, log);
    if (flow.data.intent === "link") {
      if (!flow.userId) throw new ProviderFailure("flow_expired", "link without a user");
      await linkIdentity(db, {
        userId: flow.userId,
        provider: options.provider,
        subject: claims.subject,
        email: claims.email,
        log,
      });
      return { kind: "linked", provider: options.provider };
    }
    const [known] = await db
      .select({ id: identities.id, userId: identities.userId })
      .from(identities)
      .where(
        and(eq(identities.provider, options.provider), eq(identities.subject, claims.subject)),
      );
    if (flow.data.intent === "reauth")
      return await reauthenticate(db, {
        flowUserId: flow.userId,
        sessionId: flow.data.sessionId,
        known,
        next: flow.data.next,
      });
    if (known)
      return {
        kind: "signed_in",
        outcome: await signInByIdentity(db, known, options.client),
        next: flow.data.next,
      };
    return await startPending(db, flow.data, claims);
  } catch (error) {
    if (error instanceof ProviderFailure) {
      log.info(
        { provider: options.provider, code: error.code, reason: error.message },
        "provider sign-in did not complete",
      );
      return { kind: "failed", code: error.code, isLink };
    }
    if (error instanceof AppError && error.code === "identity_already_exists")
      return { kind: "failed", code: "identity_already_exists", isLink };
    throw error;
  }
}

/**
 * A "reauth" trip: the provider's account must be one linked to the signed-in user, and then the
 * session that started the trip is marked re-authenticated now, as a password or a passkey would.
 */
async function reauthenticate(
  db: Db,
  options: {
    flowUserId: string | null;
    sessionId: string | undefined;
    known: { id: string; userId: string } | undefined;
    next: string;
  },
): Promise<CallbackResult> {
  const { flowUserId, sessionId, known } = options;
  if (!flowUserId || !sessionId)
    throw new ProviderFailure("flow_expired", "reauth without a session");
  if (known?.userId !== flowUserId)
    throw new ProviderFailure(
      "identity_not_found",
      "that provider account is not linked to this user",
    );
  const now = new Date();
  const updated = await db
    .update(sessions)
    .set({ reauthenticatedAt: now, reauthenticatedBy: "provider" })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, flowUserId)))
    .returning({ id: sessions.id });
  if (updated.length === 0)
    throw new ProviderFailure("flow_expired", "the session that asked is gone");
  await db.update(identities).set({ lastUsedAt: now }).where(eq(identities.id, known.id));
  return { kind: "reauthenticated", next: options.next };
}

/** GET /api/auth/providers/pending: what the sign-up or link page shows. */
export async function readPending(
  db: Db,
  tokens: { signUp?: string | undefined; link?: string | undefined },
): Promise<PendingProviderSignIn> {
  const link = await readFlow<PendingData>(db, PROVIDER_FLOWS.link, tokens.link);
  const signUp = link
    ? undefined
    : await readFlow<PendingData>(db, PROVIDER_FLOWS.signUp, tokens.signUp);
  const pending = link ?? signUp;
  if (!pending) throw new AppError("not_found", PROVIDER_MESSAGES.noPending, 404);
  const { provider, email, firstName, lastName } = pending.data;
  return { kind: link ? "link" : "signup", provider, email, firstName, lastName };
}

/**
 * The owner of the account the provider's e-mail names proves it with the password, under the
 * sign-in limits; then the identity is linked and the sign-in goes on as any other (second factor
 * included). A wrong password is a 400 on `password` and leaves the flow for another try.
 */
export async function linkWithPassword(
  deps: AuthDeps,
  options: {
    token: string | undefined;
    password: string;
    client: ClientInfo;
    log: FastifyBaseLogger;
  },
): Promise<SignInOutcome> {
  const { db, config } = deps;
  const pending = await readFlow<PendingData>(db, PROVIDER_FLOWS.link, options.token);
  if (!pending?.userId) throw new AppError("not_found", PROVIDER_MESSAGES.noPending, 404);
  const accountKey = `signin:account:${pending.data.email ?? pending.userId}`;
  await hitRateLimit(db, `signin:ip:${options.client.ip}`, config.rateLimits.signInPerIp);
  await hitRateLimit(db, accountKey, config.rateLimits.signInPerAccount);
  const [owner] = await db
    .select({ passwordHash: users.passwordHash, status: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, pending.userId));
  if (!owner || !(await verifyPassword(owner.passwordHash, options.password)))
    throw fieldError("password", PROVIDER_MESSAGES.wrongPassword);
  if (owner.status === "suspended") throw new AppError("suspended", SIGNIN_MESSAGES.suspended, 403);
  await clearRateLimit(db, accountKey);
  // Spent only now: of two right answers racing, one links and the other finds nothing.
  const flow = await takeFlow<PendingData>(db, PROVIDER_FLOWS.link, options.token);
  if (!flow?.userId) throw new AppError("not_found", PROVIDER_MESSAGES.noPending, 404);
  const { provider, subject, email } = flow.data;
  await linkIdentity(db, { userId: flow.userId, provider, subject, email, log: options.log });
  await db
    .update(identities)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return grantSignIn(db, {
    userId: flow.userId,
    isPersistent: false,
    firstFactor: "provider",
    client: options.client,
  });
}

/**
 * Creates the account a first provider sign-in asked for, once the date of birth (13-year rule) and
 * the terms are given: no password, the address verified only when the provider said so (otherwise
 * the usual link is mailed), the Free plan as every sign-up, the identity, then a sign-in.
 */
export async function completeProviderSignUp(
  deps: AuthDeps,
  options: {
    token: string | undefined;
    body: CompleteProviderSignUpBody;
    client: ClientInfo;
    log: FastifyBaseLogger;
  },
): Promise<SignInOutcome> {
  const { db, config } = deps;
  const { body } = options;
  const pending = await readFlow<PendingData>(db, PROVIDER_FLOWS.signUp, options.token);
  if (!pending) throw new AppError("not_found", PROVIDER_MESSAGES.noPending, 404);
  await hitRateLimit(db, `signup:ip:${options.client.ip}`, config.rateLimits.signUpPerIp);
  const timeZone = body.timeZone && isValidTimeZone(body.timeZone) ? body.timeZone : "UTC";
  // Checked before the flow is spent, so a typo in the date can be corrected.
  checkBirthday(body.birthday, timeZone, config.productName);
  const flow = await takeFlow<PendingData>(db, PROVIDER_FLOWS.signUp, options.token);
  if (!flow?.data.email) throw new AppError("not_found", PROVIDER_MESSAGES.noPending, 404);
  // Only a provider-verified address reaches a sign-up flow (startPending), so it is verified here.
  const { provider, subject, email } = flow.data;
  const userId = await createAccount(db, {
    email,
    passwordHash: null,
    firstName: body.firstName,
    lastName: body.lastName,
    birthday: body.birthday,
    timeZone,
    emailVerifiedAt: new Date(),
  });
  await db
    .insert(identities)
    .values({ userId, provider, subject, email, lastUsedAt: new Date() })
    .catch(async (error: unknown) => {
      // The same provider account finished another sign-up at that moment: the account just made
      // would have no way in, so it goes again.
      await db.delete(users).where(eq(users.id, userId));
      if (isUniqueViolation(error))
        throw new AppError("identity_already_exists", IDENTITY_ERRORS.identity_already_exists, 409);
      throw error;
    });
  return grantSignIn(db, {
    userId,
    isPersistent: false,
    firstFactor: "provider",
    client: options.client,
  });
}
