import { authApi } from "../../contract/auth-api";
import { VERIFY_EMAIL_MESSAGES } from "../../contract/auth";
import { clientInfo } from "../http/client-info";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getProfile } from "./profile";
import { clearSessionCookie, setSessionCookie, viewerOf } from "./plugin";
import { resendVerification, verifyEmail } from "./email-verification";
import { readDeviceTokens, setDeviceCookie } from "./sessions/known-devices";
import { setSecondFactorCookie } from "./two-factor/second-factor-cookie";
import { requestPasswordReset, resetPassword, signIn, signUp } from "./service";
import { revokeSession } from "./sessions/sessions";

export const authRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.config, async () => ({
    productName: config.productName,
    staffEmailDomain: config.staffEmailDomain,
  }));

  route(authApi.signUp, async (request, reply) => {
    const session = await signUp(
      deps,
      request.body,
      clientInfo(request),
      request.log,
      readDeviceTokens(request),
    );
    setSessionCookie(request, reply, session);
    setDeviceCookie(request, reply, session.deviceTokens);
    return { profile: await getProfile(db, session.userId) };
  });

  route(authApi.signIn, async (request, reply) => {
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
  });

  route(authApi.signOut, async (request, reply) => {
    if (request.viewer) await revokeSession(db, request.viewer.sessionId);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(authApi.me, async (request) => ({
    profile: await getProfile(db, viewerOf(request).userId),
  }));

  route(authApi.session, async (request) => ({
    profile: request.viewer ? await getProfile(db, request.viewer.userId) : null,
  }));

  route(authApi.forgotPassword, async (request, reply) => {
    const mailResetLink = await requestPasswordReset(deps, {
      email: request.body.email,
      client: clientInfo(request),
      log: request.log,
    });
    // Only once the answer is out ("close" also follows a client that hung up): on the embedded
    // database the job's queries would otherwise run first and slow the answer for real addresses.
    reply.raw.once("close", () => setImmediate(() => void mailResetLink()));
    return {
      message:
        "If an account exists for that email, we have sent a link to reset the password. It works once, for one hour.",
    };
  });

  route(authApi.resetPassword, async (request, reply) => {
    const { deviceTokens } = await resetPassword(deps, {
      ...request.body,
      client: clientInfo(request),
      deviceTokens: readDeviceTokens(request),
    });
    clearSessionCookie(reply);
    setDeviceCookie(request, reply, deviceTokens);
    return { ok: true as const };
  });

  // No sign-in needed: the token alone proves the mailbox, and the link may open in another browser.
  route(authApi.verifyEmail, async (request) => {
    const { email } = await verifyEmail(db, request.body);
    return { email, message: VERIFY_EMAIL_MESSAGES.verified(email) };
  });

  route(authApi.resendVerification, async (request) => {
    const { email } = await resendVerification(deps, {
      userId: viewerOf(request).userId,
      client: clientInfo(request),
      log: request.log,
    });
    return { message: VERIFY_EMAIL_MESSAGES.sent(email) };
  });
};
