import { eq } from "drizzle-orm";
import { authApi } from "../../../contract/auth-api";
import { users } from "../../db/schema";
import { endpointRouter } from "../../http/endpoint-route";
import type { FeatureRoutes } from "../../http/types";
import { assertPassword } from "../passwords/current-password";
import { viewerOf } from "../plugin";
import { hasRecentReauthentication, stampReauthentication } from "./recent-proof";

/**
 * How a password user proves it is them again (a passkey has /api/auth/passkeys/reauthenticate, a
 * provider its "reauth" round trip), and whether the session holds such proof. The password check
 * is rate-limited per user and per IP, so a stolen session is no password oracle.
 */
export const reauthenticateRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.recentProof, async (request) => {
    const viewer = viewerOf(request);
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, viewer.userId));
    return { recent: hasRecentReauthentication(viewer), hasPassword: user?.passwordHash != null };
  });

  route(authApi.reauthenticateWithPassword, async (request) => {
    const viewer = viewerOf(request);
    await assertPassword(db, viewer.userId, request.body.password, "password", {
      ip: request.ip,
      rateLimits: config.rateLimits,
    });
    const at = await stampReauthentication(db, viewer.sessionId, "password");
    request.log.info({ userId: viewer.userId }, "session re-authenticated with the password");
    return { reauthenticatedAt: at.toISOString() };
  });
};
