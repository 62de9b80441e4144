import { authApi } from "../../../contract/auth-api";
import { AppError, notFound } from "../../errors";
import { clientInfo } from "../../http/client-info";
import { endpointRouter } from "../../http/endpoint-route";
import type { FeatureRoutes } from "../../http/types";
import { getProfile } from "../profile";
import { readDeviceTokens, setDeviceCookie } from "../sessions/known-devices";
import { setSessionCookie, viewerOf } from "../plugin";
import { assertRecentProof } from "../sessions/recent-proof";
import { clearSecondFactorCookie, readSecondFactorCookie } from "./second-factor-cookie";
import { completeSecondFactor, findSecondFactorStep } from "./second-factor";
import {
  confirmEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startEnrolment,
} from "./two-factor";

/** Two-factor sign-in with an authenticator app: Settings (enrol, turn off, new recovery codes) and the sign-in step. */
export const twoFactorRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const guardOf = (ip: string) => ({ ip, rateLimits: config.rateLimits });
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.twoFactorStatus, async (request) =>
    getTwoFactorStatus(db, viewerOf(request).userId),
  );

  route(authApi.startTwoFactorEnrolment, async (request) => {
    const viewer = viewerOf(request);
    // Turning two-factor on from a stolen session would lock the owner out behind the thief's app.
    assertRecentProof(viewer);
    return startEnrolment(deps, { userId: viewer.userId, email: viewer.email });
  });

  route(authApi.confirmTwoFactor, async (request) => ({
    recoveryCodes: await confirmEnrolment(deps, {
      viewer: viewerOf(request),
      code: request.body.code,
      log: request.log,
    }),
  }));

  route(authApi.disableTwoFactor, async (request) => {
    await disableTwoFactor(deps, {
      viewer: viewerOf(request),
      password: request.body.password,
      guard: guardOf(request.ip),
    });
    return { ok: true as const };
  });

  route(authApi.regenerateRecoveryCodes, async (request) => ({
    recoveryCodes: await regenerateRecoveryCodes(deps, {
      viewer: viewerOf(request),
      password: request.body.password,
      guard: guardOf(request.ip),
      client: clientInfo(request),
    }),
  }));

  // Lets /login?step=second-factor (where a provider sign-in lands) know whether a code is awaited.
  route(authApi.secondFactorStep, async (request) => {
    const step = await findSecondFactorStep(db, readSecondFactorCookie(request));
    if (!step) throw notFound("No sign-in is waiting for a code");
    return { pending: true as const, expiresAt: step.expiresAt.toISOString() };
  });

  route(authApi.completeSecondFactor, async (request, reply) => {
    const session = await completeSecondFactor(deps, {
      stepToken: readSecondFactorCookie(request),
      ...request.body,
      client: clientInfo(request),
      deviceTokens: readDeviceTokens(request),
      log: request.log,
    }).catch((error: unknown) => {
      // A step that is gone (expired, or dead after five wrong codes) is forgotten by the browser too.
      if (error instanceof AppError && error.code === "second_factor_expired")
        clearSecondFactorCookie(reply);
      throw error;
    });
    setSessionCookie(request, reply, session);
    setDeviceCookie(request, reply, session.deviceTokens);
    clearSecondFactorCookie(reply);
    return { profile: await getProfile(db, session.userId) };
  });
};
