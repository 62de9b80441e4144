import { MeResponse } from "../../contract/auth";
import { OkBody } from "../../contract/errors";
import {
  ConfirmTwoFactorBody,
  ReauthenticationBody,
  RecoveryCodesResponse,
  SecondFactorBody,
  SecondFactorPending,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from "../../contract/two-factor";
import { AppError, notFound } from "../errors";
import { clientInfo } from "../http/client-info";
import type { FeatureRoutes } from "../http/types";
import { getProfile } from "./profile";
import { readDeviceTokens, setDeviceCookie } from "./known-devices";
import { requireUser, setSessionCookie, viewerOf } from "./plugin";
import { assertRecentProof } from "./recent-proof";
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

  app.get(
    "/api/auth/two-factor",
    { preValidation: requireUser, schema: { response: { 200: TwoFactorStatus } } },
    async (request) => getTwoFactorStatus(db, viewerOf(request).userId),
  );

  app.post(
    "/api/auth/two-factor/enrol",
    { preValidation: requireUser, schema: { response: { 200: TwoFactorEnrolment } } },
    async (request) => {
      const viewer = viewerOf(request);
      // Turning two-factor on from a stolen session would lock the owner out behind the thief's app.
      assertRecentProof(viewer);
      return startEnrolment(deps, { userId: viewer.userId, email: viewer.email });
    },
  );

  app.post(
    "/api/auth/two-factor/confirm",
    {
      preValidation: requireUser,
      schema: { body: ConfirmTwoFactorBody, response: { 200: RecoveryCodesResponse } },
    },
    async (request) => ({
      recoveryCodes: await confirmEnrolment(deps, {
        viewer: viewerOf(request),
        code: request.body.code,
        log: request.log,
      }),
    }),
  );

  app.post(
    "/api/auth/two-factor/disable",
    {
      preValidation: requireUser,
      schema: { body: ReauthenticationBody, response: { 200: OkBody } },
    },
    async (request) => {
      await disableTwoFactor(deps, {
        viewer: viewerOf(request),
        password: request.body.password,
        guard: guardOf(request.ip),
      });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/auth/two-factor/recovery-codes",
    {
      preValidation: requireUser,
      schema: { body: ReauthenticationBody, response: { 200: RecoveryCodesResponse } },
    },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(deps, {
        viewer: viewerOf(request),
        password: request.body.password,
        guard: guardOf(request.ip),
        client: clientInfo(request),
      }),
    }),
  );

  // Lets /login?step=second-factor (where a provider sign-in lands) know whether a code is awaited.
  app.get(
    "/api/auth/signin/second-factor",
    { schema: { response: { 200: SecondFactorPending } } },
    async (request) => {
      const step = await findSecondFactorStep(db, readSecondFactorCookie(request));
      if (!step) throw notFound("No sign-in is waiting for a code");
      return { pending: true as const, expiresAt: step.expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/auth/signin/second-factor",
    { schema: { body: SecondFactorBody, response: { 200: MeResponse } } },
    async (request, reply) => {
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
    },
  );
};
