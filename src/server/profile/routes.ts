import type { FastifyRequest } from "fastify";
import { OkBody } from "../../contract/errors";
import {
  ChangePasswordBody,
  DeleteAccountBody,
  PROFILE_MESSAGES,
  ProfileResponse,
  SetFirstPasswordBody,
  RevokedCount,
  SessionList,
  SessionParams,
  UpdateProfileBody,
} from "../../contract/profile";
import { clearSessionCookie, viewerOf } from "../auth/plugin";
import { unauthorized } from "../errors";
import { clientInfo } from "../http/client-info";
import type { FeatureRoutes } from "../http/types";
import { changePassword, setFirstPassword } from "../auth/password-change";
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
  const callerOf = (request: FastifyRequest) => ({
    viewer: viewerOf(request),
    client: clientInfo(request),
  });
  app.get(
    "/api/profile",
    { preValidation: requireProfileUser, schema: { response: { 200: ProfileResponse } } },
    async (request) => ({
      profile: await getProfile(db, viewerOf(request).userId),
    }),
  );

  app.patch(
    "/api/profile",
    {
      preValidation: requireProfileUser,
      schema: { body: UpdateProfileBody, response: { 200: ProfileResponse } },
    },
    async (request) => ({
      profile: await updateProfile({
        db,
        productName: config.productName,
        userId: viewerOf(request).userId,
        changes: request.body,
      }),
    }),
  );

  app.post(
    "/api/profile/password",
    {
      preValidation: requireProfileUser,
      schema: { body: ChangePasswordBody, response: { 200: OkBody } },
    },
    async (request) => {
      await changePassword(deps, { ...callerOf(request), ...request.body });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/profile/password/first",
    {
      preValidation: requireProfileUser,
      schema: { body: SetFirstPasswordBody, response: { 200: OkBody } },
    },
    async (request) => {
      await setFirstPassword(deps, { ...callerOf(request), newPassword: request.body.newPassword });
      return { ok: true as const };
    },
  );

  app.get(
    "/api/profile/sessions",
    { preValidation: requireProfileUser, schema: { response: { 200: SessionList } } },
    async (request) => {
      const { userId, sessionId } = viewerOf(request);
      return { sessions: await listSessions({ db, userId, currentSessionId: sessionId }) };
    },
  );

  app.delete(
    "/api/profile/sessions",
    { preValidation: requireProfileUser, schema: { response: { 200: RevokedCount } } },
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
  );

  app.delete(
    "/api/profile/sessions/:id",
    {
      preValidation: requireProfileUser,
      schema: { params: SessionParams, response: { 200: OkBody } },
    },
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
  );

  app.delete(
    "/api/profile",
    {
      preValidation: requireProfileUser,
      schema: { body: DeleteAccountBody, response: { 200: OkBody } },
    },
    async (request, reply) => {
      await deleteAccount(deps, { ...callerOf(request), password: request.body.password });
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
};
