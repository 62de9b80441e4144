import { authApi } from "../../../contract/auth-api";
import { clientInfo } from "../../http/client-info";
import { endpointRouter } from "../../http/endpoint-route";
import type { FeatureRoutes } from "../../http/types";
import { getProfile } from "../profile";
import { readDeviceTokens, setDeviceCookie } from "../sessions/known-devices";
import { setSessionCookie, viewerOf } from "../plugin";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  renamePasskey,
} from "./passkeys";
import { assertionOptions } from "./assertion";
import { relyingPartyOf, startCeremony, takeChallenge } from "./ceremony";
import { hitPasskeySignInLimit, reauthenticateWithPasskey, signInWithPasskey } from "./sign-in";
import { hitRateLimit } from "../rate-limit";
import { reauthenticateRoutes } from "../sessions/reauthenticate-routes";
import { assertRecentStrongProof } from "../sessions/recent-proof";
import { removeViewersPasskey } from "../sign-in-method-removal";
import { mailPasskeyAdded } from "../sign-in-method-mail";

/** Passkeys (issue 13): registering and managing them in Settings, signing in, re-authenticating. */
export const passkeyRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.listPasskeys, async (request) => ({
    passkeys: await listPasskeys(db, viewerOf(request).userId),
  }));

  // A passkey signs in at aal2: adding one asks for recent proof (and the code's aal2 when two-factor
  // is on), or a stolen session could add its own and keep the account.
  route(authApi.passkeyRegistrationOptions, async (request, reply) => {
    const viewer = viewerOf(request);
    const { userId } = viewer;
    await assertRecentStrongProof(db, viewer);
    const options = await passkeyRegistrationOptions(db, {
      userId,
      rp: relyingPartyOf(request, config),
    });
    await startCeremony(db, reply, request, {
      kind: "webauthn_registration",
      userId,
      challenge: options.challenge,
    });
    // Spread: the library's interface becomes a plain object type the loose schema accepts.
    return { options: { ...options } };
  });

  route(authApi.registerPasskey, async (request, reply) => {
    const viewer = viewerOf(request);
    const { userId } = viewer;
    // Asked again: the proof may have aged between the options and the authenticator's answer.
    await assertRecentStrongProof(db, viewer);
    const challenge = await takeChallenge(db, request, reply, {
      kind: "webauthn_registration",
      userId,
    });
    const passkey = await registerPasskey(db, {
      userId,
      rp: relyingPartyOf(request, config),
      challenge,
      body: request.body,
    });
    await mailPasskeyAdded(deps, { to: viewer.email, passkeyName: passkey.name });
    return passkey;
  });

  route(authApi.renamePasskey, async (request) =>
    renamePasskey(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      name: request.body.name,
    }),
  );

  route(authApi.removePasskey, async (request) => {
    await removeViewersPasskey(deps, {
      viewer: viewerOf(request),
      passkeyId: request.params.id,
      client: clientInfo(request),
    });
    return { ok: true as const };
  });

  // Anyone may ask for a challenge, so asking is counted too: each one is a row kept five minutes.
  route(authApi.passkeySignInOptions, async (request, reply) => {
    await hitRateLimit(db, `passkey-options:ip:${request.ip}`, config.rateLimits.signInPerIp);
    const options = await assertionOptions(db, { rp: relyingPartyOf(request, config) });
    await startCeremony(db, reply, request, {
      kind: "webauthn_authentication",
      userId: null,
      challenge: options.challenge,
    });
    return { options: { ...options } };
  });

  route(authApi.signInWithPasskey, async (request, reply) => {
    const client = clientInfo(request);
    await hitPasskeySignInLimit(deps, client.ip);
    const challenge = await takeChallenge(db, request, reply, {
      kind: "webauthn_authentication",
      userId: null,
    });
    const session = await signInWithPasskey(deps, {
      rp: relyingPartyOf(request, config),
      challenge,
      response: request.body.response,
      rememberMe: request.body.rememberMe,
      client,
      deviceTokens: readDeviceTokens(request),
      log: request.log,
    });
    setSessionCookie(request, reply, session);
    setDeviceCookie(request, reply, session.deviceTokens);
    return { profile: await getProfile(db, session.userId) };
  });

  route(authApi.passkeyReauthenticationOptions, async (request, reply) => {
    const { userId } = viewerOf(request);
    const options = await assertionOptions(db, { rp: relyingPartyOf(request, config), userId });
    await startCeremony(db, reply, request, {
      kind: "webauthn_reauthentication",
      userId,
      challenge: options.challenge,
    });
    return { options: { ...options } };
  });

  route(authApi.reauthenticateWithPasskey, async (request, reply) => {
    const viewer = viewerOf(request);
    const challenge = await takeChallenge(db, request, reply, {
      kind: "webauthn_reauthentication",
      userId: viewer.userId,
    });
    const at = await reauthenticateWithPasskey(deps, {
      rp: relyingPartyOf(request, config),
      challenge,
      response: request.body.response,
      viewer,
    });
    return { reauthenticatedAt: at.toISOString() };
  });

  // Proving it with a password lives beside the passkey's way (registered here, not in routes.ts).
  await reauthenticateRoutes(app, deps);
};
