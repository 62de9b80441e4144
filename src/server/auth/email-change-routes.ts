import {
  ConfirmEmailChangeBody,
  EMAIL_CHANGE_MESSAGES,
  EmailChangeConfirmed,
  EmailChangeRequested,
  EmailChangeState,
  RequestEmailChangeBody,
} from "../../contract/email-change";
import { OkBody } from "../../contract/errors";
import { notFound } from "../errors";
import { clientInfo } from "../http/client-info";
import type { FeatureRoutes } from "../http/types";
import {
  cancelEmailChange,
  confirmEmailChange,
  getPendingEmailChange,
  requestEmailChange,
} from "./email-change";
import { requireUser, viewerOf } from "./plugin";

/** Changing one's own e-mail (issue 13): asked while signed in, done by the link mailed to the new address. */
export const emailChangeRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;

  app.get(
    "/api/auth/email-change",
    { preValidation: requireUser, schema: { response: { 200: EmailChangeState } } },
    async (request) => ({
      pending: await getPendingEmailChange(db, viewerOf(request).userId),
    }),
  );

  app.post(
    "/api/auth/email-change",
    {
      preValidation: requireUser,
      schema: { body: RequestEmailChangeBody, response: { 202: EmailChangeRequested } },
    },
    async (request, reply) => {
      const pending = await requestEmailChange(deps, {
        viewer: viewerOf(request),
        newEmail: request.body.newEmail,
        password: request.body.password,
        client: clientInfo(request),
        log: request.log,
      });
      return reply
        .status(202)
        .send({ pending, message: EMAIL_CHANGE_MESSAGES.sent(pending.newEmail) });
    },
  );

  app.delete(
    "/api/auth/email-change",
    { preValidation: requireUser, schema: { response: { 200: OkBody } } },
    async (request) => {
      if ((await cancelEmailChange(db, viewerOf(request).userId)) === 0)
        throw notFound(EMAIL_CHANGE_MESSAGES.noPending);
      return { ok: true as const };
    },
  );

  // No sign-in needed, like verify-email: the token alone proves the new mailbox, and the link may open elsewhere.
  app.post(
    "/api/auth/email-change/confirm",
    { schema: { body: ConfirmEmailChangeBody, response: { 200: EmailChangeConfirmed } } },
    async (request) => {
      const { email } = await confirmEmailChange(deps, {
        token: request.body.token,
        ip: request.ip,
        log: request.log,
      });
      return { email, message: EMAIL_CHANGE_MESSAGES.changed(email) };
    },
  );
};
