import { z } from "zod";
import {
  ForgotPasswordBody,
  MeResponse,
  PublicConfig,
  SessionResponse,
  ResendVerificationResponse,
  ResetPasswordBody,
  SignInBody,
  SignInResult,
  SignUpBody,
  VERIFY_EMAIL_MESSAGES,
  VerifyEmailBody,
  VerifyEmailResponse,
} from "../../contract/auth";
import { OkBody } from "../../contract/errors";
import { clientInfo } from "../http/client-info";
import type { FeatureRoutes } from "../http/types";
import { getProfile } from "./profile";
import { clearSessionCookie, requireUser, setSessionCookie, viewerOf } from "./plugin";
import { resendVerification, verifyEmail } from "./email-verification";
import { readDeviceTokens, setDeviceCookie } from "./known-devices";
import { setSecondFactorCookie } from "./second-factor-cookie";
import { requestPasswordReset, resetPassword, signIn, signUp } from "./service";
import { revokeSession } from "./sessions";

export const authRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;

  app.get("/api/config", { schema: { response: { 200: PublicConfig } } }, async () => ({
    productName: config.productName,
    staffEmailDomain: config.staffEmailDomain,
  }));

  app.post(
    "/api/auth/signup",
    { schema: { body: SignUpBody, response: { 201: MeResponse } } },
    async (request, reply) => {
      const session = await signUp(
        deps,
        request.body,
        clientInfo(request),
        request.log,
        readDeviceTokens(request),
      );
      setSessionCookie(request, reply, session);
      setDeviceCookie(request, reply, session.deviceTokens);
      return reply.status(201).send({ profile: await getProfile(db, session.userId) });
    },
  );

  app.post(
    "/api/auth/signin",
    { schema: { body: SignInBody, response: { 200: SignInResult } } },
    async (request, reply) => {
      const session = await signIn(
        deps,
        request.body,
        clientInfo(request),
        readDeviceTokens(request),
      );
      if (session.kind === "second_factor") {
        setSecondFactorCookie(request, reply, session);
        return { secondFactorRequired: true as const };
      }
      setSessionCookie(request, reply, session);
      setDeviceCookie(request, reply, session.deviceTokens);
      return { profile: await getProfile(db, session.userId) };
    },
  );

  app.post(
    "/api/auth/signout",
    { schema: { response: { 200: OkBody } } },
    async (request, reply) => {
      if (request.viewer) await revokeSession(db, request.viewer.sessionId);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/auth/me",
    { preValidation: requireUser, schema: { response: { 200: MeResponse } } },
    async (request) => ({
      profile: await getProfile(db, viewerOf(request).userId),
    }),
  );

  app.get(
    "/api/auth/session",
    { schema: { response: { 200: SessionResponse } } },
    async (request) => ({
      profile: request.viewer ? await getProfile(db, request.viewer.userId) : null,
    }),
  );

  app.post(
    "/api/auth/forgot-password",
    { schema: { body: ForgotPasswordBody, response: { 202: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      const mailResetLink = await requestPasswordReset(deps, {
        email: request.body.email,
        client: clientInfo(request),
        log: request.log,
      });
      // Only once the answer is out ("close" also follows a client that hung up): on the embedded
      // database the job's queries would otherwise run first and slow the answer for real addresses.
      reply.raw.once("close", () => setImmediate(() => void mailResetLink()));
      return reply.status(202).send({
        message:
          "If an account exists for that email, we have sent a link to reset the password. It works once, for one hour.",
      });
    },
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { body: ResetPasswordBody, response: { 200: OkBody } } },
    async (request, reply) => {
      const { deviceTokens } = await resetPassword(deps, {
        ...request.body,
        client: clientInfo(request),
        deviceTokens: readDeviceTokens(request),
      });
      clearSessionCookie(reply);
      setDeviceCookie(request, reply, deviceTokens);
      return { ok: true as const };
    },
  );

  // No sign-in needed: the token alone proves the mailbox, and the link may open in another browser.
  app.post(
    "/api/auth/verify-email",
    { schema: { body: VerifyEmailBody, response: { 200: VerifyEmailResponse } } },
    async (request) => {
      const { email } = await verifyEmail(db, request.body);
      return { email, message: VERIFY_EMAIL_MESSAGES.verified(email) };
    },
  );

  app.post(
    "/api/auth/resend-verification",
    { preValidation: requireUser, schema: { response: { 202: ResendVerificationResponse } } },
    async (request, reply) => {
      const { email } = await resendVerification(deps, {
        userId: viewerOf(request).userId,
        client: clientInfo(request),
        log: request.log,
      });
      return reply.status(202).send({ message: VERIFY_EMAIL_MESSAGES.sent(email) });
    },
  );
};
