import type { FastifyBaseLogger } from "fastify";
import { PROVIDER_LABELS } from "../../contract/providers";
import { fieldError } from "../errors";
import type { ClientInfo } from "../http/client-info";
import type { AppDeps } from "../http/types";
import { assertPassword } from "./passwords/current-password";
import { removeSignInMethod } from "./providers/identities";
import { deletePasskey } from "./passkeys/passkeys";
import {
  assertRecentProof,
  assertRecentStrongProof,
  assertSecondFactorPassed,
} from "./sessions/recent-proof";
import { mailSecurityNotice } from "./security-notices";
import type { SessionContext } from "./sessions/sessions";

/**
 * Removes the password or a linked provider from the viewer's account. It is what a stolen session
 * does to keep the owner out, so it asks the second factor when it is on, and fresh proof: the
 * password itself for the password, proof from the last five minutes for a provider. The owner is
 * mailed, so a removal they did not make does not go unseen.
 */
export async function removeViewersSignInMethod(
  deps: Pick<AppDeps, "db" | "config" | "mailer">,
  options: {
    viewer: Pick<SessionContext, "userId" | "email" | "aal" | "reauthenticatedAt">;
    methodId: string;
    password: string | undefined;
    client: ClientInfo;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { db, config } = deps;
  const { viewer, methodId, client } = options;
  await assertSecondFactorPassed(db, viewer);
  if (methodId === "password") {
    if (!options.password) throw fieldError("password", "Enter your password");
    await assertPassword(db, viewer.userId, options.password, "password", {
      ip: client.ip,
      rateLimits: config.rateLimits,
    });
  } else {
    assertRecentProof(viewer);
  }
  const removed = await removeSignInMethod(db, {
    userId: viewer.userId,
    methodId,
    ip: client.ip,
    log: options.log,
  });
  await mailSecurityNotice(deps, {
    to: viewer.email,
    client,
    ...(removed === "password"
      ? { event: "password_removed" as const }
      : {
          event: "provider_unlinked" as const,
          detail: `Your ${PROVIDER_LABELS[removed.provider]} account`,
        }),
  });
}

/** Removes one of the viewer's passkeys under the same rule, and mails the owner its name. */
export async function removeViewersPasskey(
  deps: Pick<AppDeps, "db" | "config" | "mailer">,
  options: {
    viewer: Pick<SessionContext, "userId" | "email" | "aal" | "reauthenticatedAt">;
    passkeyId: string;
    client: ClientInfo;
  },
): Promise<void> {
  const { viewer, client } = options;
  await assertRecentStrongProof(deps.db, viewer);
  const { name } = await deletePasskey(deps.db, { userId: viewer.userId, id: options.passkeyId });
  await mailSecurityNotice(deps, {
    to: viewer.email,
    event: "passkey_removed",
    client,
    detail: name,
  });
}
