import * as OTPAuth from "otpauth";
import QRCode from "qrcode";

/**
 * TOTP as authenticator apps compute it (RFC 6238 with the defaults every app supports: SHA-1,
 * 6 digits, 30-second steps). One step either side is accepted (RFC 6238 §5.2 allows a step of
 * clock drift or typing delay); anything further off is refused.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;

/** 160 random bits, the HMAC-SHA-1 key length RFC 4226 §4 recommends, as base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The secret in groups of four ("ABCD EFGH …"), so it can be typed into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function totpOf(secret: string, account?: { issuer: string; label: string }): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    ...(account ? { issuer: account.issuer, label: account.label } : {}),
  });
}

/** The otpauth:// URI apps read from the QR code (issuer = the product, label = the user's e-mail). */
export function otpauthUri(options: { secret: string; issuer: string; label: string }): string {
  return totpOf(options.secret, options).toString();
}

/** The QR code of `text` as an SVG document, drawn here so nothing is fetched from elsewhere. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** The time step a moment falls in (what `last_used_step` records). */
export function timeStepAt(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within the accepted window around `timestamp`, or null when
 * the code matches none of them. Replay is the caller's business: it records the step.
 */
export function matchingTimeStep(options: {
  secret: string;
  code: string;
  timestamp?: number;
}): number | null {
  const timestamp = options.timestamp ?? Date.now();
  const delta = totpOf(options.secret).validate({
    token: options.code,
    timestamp,
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : timeStepAt(timestamp) + delta;
}

/** The code an app shows at `timestamp`: for tests, which play the user's app. */
export function totpCodeAt(secret: string, timestamp = Date.now()): string {
  return totpOf(secret).generate({ timestamp });
}
