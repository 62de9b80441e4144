import { z } from "zod";
import {
  ForgotPasswordBody,
  MeResponse,
  PublicConfig,
  ResendVerificationResponse,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignInResult,
  SignUpBody,
  VerifyEmailBody,
  VerifyEmailResponse,
} from "./auth";
import {
  ConfirmEmailChangeBody,
  EmailChangeConfirmed,
  EmailChangeRequested,
  EmailChangeState,
  RequestEmailChangeBody,
} from "./email-change";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import {
  Passkey,
  PasskeyIdParams,
  PasskeyList,
  PasskeyOptionsResponse,
  PasskeyReauthenticateBody,
  PasskeySignInBody,
  ReauthenticatedResponse,
  RegisterPasskeyBody,
  RenamePasskeyBody,
} from "./passkeys";
import {
  CompleteProviderSignUpBody,
  DeleteIdentityBody,
  IdentitiesResponse,
  IdentityParams,
  LinkProviderBody,
  PendingProviderSignIn,
  ProviderFormPost,
  ProviderParams,
  ProvidersResponse,
  StartProviderQuery,
} from "./providers";
import { PasswordReauthenticationBody, RecentProofResponse } from "./reauthentication";
import {
  ConfirmTwoFactorBody,
  ReauthenticationBody,
  RecoveryCodesResponse,
  SecondFactorBody,
  SecondFactorPending,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from "./two-factor";

/**
 * Signing up, in and out, and the account's ways to sign in (two-factor, passkeys, providers, the
 * e-mail address). In its own file: it gathers the contracts of each, which import one another.
 * The public ones judge their caller in the handler: a sign-in's second step by its cookie, a
 * pending provider sign-up or link by its own, a mailed token by itself; those that anyone may ask
 * again and again (sign-in, reset mails, passkey challenges, provider starts) count per IP there.
 */
export const authApi = {
  config: endpoint({
    method: "GET",
    path: "/api/config",
    responses: { 200: PublicConfig },
    access: "public",
  }),
  signUp: endpoint({
    method: "POST",
    path: "/api/auth/signup",
    body: SignUpBody,
    responses: { 201: MeResponse },
    access: "public",
  }),
  /** A profile (signed in), or `secondFactorRequired` when a code must follow. */
  signIn: endpoint({
    method: "POST",
    path: "/api/auth/signin",
    body: SignInBody,
    responses: { 200: SignInResult },
    access: "public",
  }),
  signOut: endpoint({
    method: "POST",
    path: "/api/auth/signout",
    responses: { 200: OkBody },
    access: "public",
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    responses: { 200: MeResponse },
    access: "user",
  }),
  /** The signed-in user's profile, or null for an anonymous visitor. */
  session: endpoint({
    method: "GET",
    path: "/api/auth/session",
    responses: { 200: SessionResponse },
    access: "public",
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    body: ForgotPasswordBody,
    responses: { 202: z.object({ message: z.string() }) },
    access: "public",
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    body: ResetPasswordBody,
    responses: { 200: OkBody },
    access: "public",
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    body: VerifyEmailBody,
    responses: { 200: VerifyEmailResponse },
    access: "public",
  }),
  resendVerification: endpoint({
    method: "POST",
    path: "/api/auth/resend-verification",
    responses: { 202: ResendVerificationResponse },
    access: "user",
  }),

  twoFactorStatus: endpoint({
    method: "GET",
    path: "/api/auth/two-factor",
    responses: { 200: TwoFactorStatus },
    access: "user",
  }),
  startTwoFactorEnrolment: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/enrol",
    responses: { 200: TwoFactorEnrolment },
    access: "user",
  }),
  confirmTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/confirm",
    body: ConfirmTwoFactorBody,
    responses: { 200: RecoveryCodesResponse },
    access: "user",
  }),
  disableTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/disable",
    body: ReauthenticationBody,
    responses: { 200: OkBody },
    access: "user",
  }),
  regenerateRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/recovery-codes",
    body: ReauthenticationBody,
    responses: { 200: RecoveryCodesResponse },
    access: "user",
  }),
  /** Whether a sign-in waits for its code (404 when none does): the step's cookie is httpOnly. */
  secondFactorStep: endpoint({
    method: "GET",
    path: "/api/auth/signin/second-factor",
    responses: { 200: SecondFactorPending },
    access: "public",
  }),
  completeSecondFactor: endpoint({
    method: "POST",
    path: "/api/auth/signin/second-factor",
    body: SecondFactorBody,
    responses: { 200: MeResponse },
    access: "public",
  }),

  listPasskeys: endpoint({
    method: "GET",
    path: "/api/auth/passkeys",
    responses: { 200: PasskeyList },
    access: "user",
  }),
  passkeyRegistrationOptions: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/registration-options",
    responses: { 200: PasskeyOptionsResponse },
    access: "user",
  }),
  registerPasskey: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/registration",
    body: RegisterPasskeyBody,
    responses: { 201: Passkey },
    access: "user",
  }),
  renamePasskey: endpoint({
    method: "PATCH",
    path: "/api/auth/passkeys/:id",
    params: PasskeyIdParams,
    body: RenamePasskeyBody,
    responses: { 200: Passkey },
    access: "user",
  }),
  removePasskey: endpoint({
    method: "DELETE",
    path: "/api/auth/passkeys/:id",
    params: PasskeyIdParams,
    responses: { 200: OkBody },
    access: "user",
  }),
  passkeySignInOptions: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/authentication-options",
    responses: { 200: PasskeyOptionsResponse },
    access: "public",
  }),
  signInWithPasskey: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/authentication",
    body: PasskeySignInBody,
    responses: { 200: MeResponse },
    access: "public",
  }),
  passkeyReauthenticationOptions: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/reauthentication-options",
    responses: { 200: PasskeyOptionsResponse },
    access: "user",
  }),
  reauthenticateWithPasskey: endpoint({
    method: "POST",
    path: "/api/auth/passkeys/reauthenticate",
    body: PasskeyReauthenticateBody,
    responses: { 200: ReauthenticatedResponse },
    access: "user",
  }),

  /** Whether the session holds recent proof, and whether the account has a password to give. */
  recentProof: endpoint({
    method: "GET",
    path: "/api/auth/reauthenticate",
    responses: { 200: RecentProofResponse },
    access: "user",
  }),
  reauthenticateWithPassword: endpoint({
    method: "POST",
    path: "/api/auth/reauthenticate",
    body: PasswordReauthenticationBody,
    responses: { 200: ReauthenticatedResponse },
    access: "user",
  }),

  listProviders: endpoint({
    method: "GET",
    path: "/api/auth/providers",
    responses: { 200: ProvidersResponse },
    access: "public",
  }),
  /** A link the browser follows (not a fetch): it answers 302 to the provider, or back with an error. */
  startProvider: endpoint({
    method: "GET",
    path: "/api/auth/providers/:provider/start",
    params: ProviderParams,
    query: StartProviderQuery,
    responses: {},
    access: "public",
    hidden: true,
  }),
  /** The provider's redirect back; answers 302 to where the browser goes next. */
  providerCallback: endpoint({
    method: "GET",
    path: "/api/auth/providers/:provider/callback",
    params: ProviderParams,
    responses: {},
    access: "public",
    hidden: true,
  }),
  /** Apple's answer, a cross-site form post; its proof is the trip cookie and the state it matches. */
  appleCallback: endpoint({
    method: "POST",
    path: "/api/auth/providers/apple/callback",
    body: ProviderFormPost,
    responses: {},
    access: "public",
    hidden: true,
  }),
  /** The sign-up or link waiting in this browser (404 when none is). */
  pendingProviderSignIn: endpoint({
    method: "GET",
    path: "/api/auth/providers/pending",
    responses: { 200: PendingProviderSignIn },
    access: "public",
  }),
  linkProvider: endpoint({
    method: "POST",
    path: "/api/auth/providers/link",
    body: LinkProviderBody,
    responses: { 200: SignInResult },
    access: "public",
  }),
  completeProviderSignUp: endpoint({
    method: "POST",
    path: "/api/auth/providers/complete-signup",
    body: CompleteProviderSignUpBody,
    responses: { 201: SignInResult },
    access: "public",
  }),
  listIdentities: endpoint({
    method: "GET",
    path: "/api/auth/identities",
    responses: { 200: IdentitiesResponse },
    access: "user",
  }),
  removeIdentity: endpoint({
    method: "DELETE",
    path: "/api/auth/identities/:id",
    params: IdentityParams,
    body: DeleteIdentityBody,
    responses: { 200: IdentitiesResponse },
    access: "user",
  }),

  pendingEmailChange: endpoint({
    method: "GET",
    path: "/api/auth/email-change",
    responses: { 200: EmailChangeState },
    access: "user",
  }),
  requestEmailChange: endpoint({
    method: "POST",
    path: "/api/auth/email-change",
    body: RequestEmailChangeBody,
    responses: { 202: EmailChangeRequested },
    access: "user",
  }),
  cancelEmailChange: endpoint({
    method: "DELETE",
    path: "/api/auth/email-change",
    responses: { 200: OkBody },
    access: "user",
  }),
  /** No sign-in needed, like verify-email: the mailed token alone proves the new mailbox. */
  confirmEmailChange: endpoint({
    method: "POST",
    path: "/api/auth/email-change/confirm",
    body: ConfirmEmailChangeBody,
    responses: { 200: EmailChangeConfirmed },
    access: "public",
  }),
};
