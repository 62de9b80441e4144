import { authApi } from "../../../contract/auth-api";
import { EMAIL_CHANGE_MESSAGES } from "../../../contract/email-change";
import { notFound } from "../../errors";
import { clientInfo } from "../../http/client-info";
import { endpointRouter } from "../../http/endpoint-route";
import type { FeatureRoutes } from "../../http/types";
import {
  cancelEmailChange,
  confirmEmailChange,
  getPendingEmailChange,
  requestEmailChange,
} from "./email-change";
import { viewerOf } from "../plugin";

/** Changing one's own e-mail (issue 13): asked while signed in, done by the link mailed to the new address. */
export const emailChangeRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.pendingEmailChange, async (request) => ({
    pending: await getPendingEmailChange(db, viewerOf(request).userId),
  }));

  route(authApi.requestEmailChange, async (request) => {
    const pending = await requestEmailChange(deps, {
      viewer: viewerOf(request),
      newEmail: request.body.newEmail,
      password: request.body.password,
      client: clientInfo(request),
      log: request.log,
    });
    return { pending, message: EMAIL_CHANGE_MESSAGES.sent(pending.newEmail) };
  });

  route(authApi.cancelEmailChange, async (request) => {
    if ((await cancelEmailChange(db, viewerOf(request).userId)) === 0)
      throw notFound(EMAIL_CHANGE_MESSAGES.noPending);
    return { ok: true as const };
  });

  // No sign-in needed, like verify-email: the token alone proves the new mailbox, and the link may open elsewhere.
  route(authApi.confirmEmailChange, async (request) => {
    const { email } = await confirmEmailChange(deps, {
      token: request.body.token,
      ip: request.ip,
      log: request.log,
    });
    return { email, message: EMAIL_CHANGE_MESSAGES.changed(email) };
  });
};
