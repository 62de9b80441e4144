import type { FastifyRequest } from "fastify";
import { PROFILE_MESSAGES, profileApi } from "../../contract/profile";
import { clearSessionCookie, viewerOf } from "../auth/plugin";
import { unauthorized } from "../errors";
import { clientInfo } from "../http/client-info";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { changePassword, setFirstPassword } from "../auth/passwords/change";
import { deleteAccount } from "./account";
import { getProfile } from "../auth/profile";
import { updateProfile } from "./service";
import { listSessions, revokeOtherSessions, revokeOwnSession } from "./sessions";

/** The auth plugin's requireUser, answering with the spec's text for a profile change without a user (end-user spec, section 8). */
async function requireProfileUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw unauthorized(PROFILE_MESSAGES.noUser);
}

/** The signed-in user's own account: profile, password, sessions, deletion. Nothing here takes a user id. */
export const profileRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const route = endpointRouter(app, deps.guardOf);
  const signedIn = { guard: requireProfileUser };
  const callerOf = (request: FastifyRequest) => ({
    viewer: viewerOf(request),
    client: clientInfo(request),
  });

  route(
    profileApi.get,
    async (request) => ({
      profile: await getProfile(db, viewerOf(request).userId),
    }),
    signedIn,
  );

  route(
    profileApi.update,
    async (request) => ({
      profile: await updateProfile({
        db,
        productName: config.productName,
        userId: viewerOf(request).userId,
        changes: request.body,
      }),
    }),
    signedIn,
  );

  route(
    profileApi.changePassword,
    async (request) => {
      await changePassword(deps, { ...callerOf(request), ...request.body });
      return { ok: true as const };
    },
    signedIn,
  );

  route(
    profileApi.setFirstPassword,
    async (request) => {
      await setFirstPassword(deps, { ...callerOf(request), newPassword: request.body.newPassword });
      return { ok: true as const };
    },
    signedIn,
  );

  route(
    profileApi.sessions,
    async (request) => {
      const { userId, sessionId } = viewerOf(request);
      return { sessions: await listSessions({ db, userId, currentSessionId: sessionId }) };
    },
    signedIn,
  );

  route(
    profileApi.revokeOtherSessions,
    async (request) => {
      const { userId, sessionId } = viewerOf(request);
      return {
        revoked: await revokeOtherSessions({
          db,
          userId,
          currentSessionId: sessionId,
          ip: request.ip,
        }),
      };
    },
    signedIn,
  );

  route(
    profileApi.revokeSession,
    async (request, reply) => {
      const viewer = viewerOf(request);
      await revokeOwnSession({
        db,
        userId: viewer.userId,
        sessionId: request.params.id,
        ip: request.ip,
      });
      if (request.params.id === viewer.sessionId) clearSessionCookie(reply);
      return { ok: true as const };
    },
    signedIn,
  );

  route(
    profileApi.remove,
    async (request, reply) => {
      await deleteAccount(deps, { ...callerOf(request), password: request.body.password });
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    signedIn,
  );
};
