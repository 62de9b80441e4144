import { createPrivateKey, sign } from "node:crypto";

/** Apple accepts up to six months; ours lives ten minutes, so a leaked one is soon worthless. */
const LIFETIME_SECONDS = 10 * 60;
/** Made again when less than this is left, so a token request never carries one about to expire. */
const RENEW_BEFORE_SECONDS = 2 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * Apple's client secret: an ES256 JWT signed with the key from the developer account (Apple,
 * "Creating a client secret": iss = team id, sub = client id, aud = https://appleid.apple.com,
 * kid = key id). node:crypto signs it; ieee-p1363 gives the raw r||s signature JWS expects.
 */
export function makeAppleClientSecret(options: {
  teamId: string;
  keyId: string;
  privateKey: string;
  clientId: string;
  audience: string;
  now?: number;
}): {
  secret: string;
  expiresAt: number;
} {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const expiresAt = issuedAt + LIFETIME_SECONDS;
  const header = base64url(JSON.stringify({ alg: "ES256", kid: options.keyId }));
  const payload = base64url(
    JSON.stringify({
      iss: options.teamId,
      iat: issuedAt,
      exp: expiresAt,
      aud: options.audience,
      sub: options.clientId,
    }),
  );
  const signingInput = `${header}.${payload}`;
  const signature = sign("sha256", Buffer.from(signingInput), {
    key: createPrivateKey(options.privateKey),
    dsaEncoding: "ieee-p1363",
  });
  return { secret: `${signingInput}.${base64url(signature)}`, expiresAt };
}

/** A getter that hands out the current secret and signs a new one only when it is about to expire. */
export function appleClientSecretSource(
  options: Omit<Parameters<typeof makeAppleClientSecret>[0], "now">,
): () => string {
  let current: { secret: string; expiresAt: number } | undefined;
  return () => {
    if (!current || current.expiresAt - Date.now() / 1000 < RENEW_BEFORE_SECONDS)
      current = makeAppleClientSecret(options);
    return current.secret;
  };
}
