import { createPrivateKey } from "node:crypto";
import type { Provider } from "../contract/providers";

/**
 * How we prove to a provider's token endpoint that we are the client: a shared secret, or for Apple
 * (which has none) an ES256 JWT we sign ourselves with the key from the Apple developer account.
 */
export type ProviderClientSecret =
  | { kind: "secret"; value: string }
  | { kind: "apple_key"; teamId: string; keyId: string; privateKey: string };

export interface ProviderSettings {
  /** The issuer whose /.well-known/openid-configuration is read; tests point it at a local provider. */
  issuer: string;
  clientId: string;
  secret: ProviderClientSecret;
}

export type ProvidersConfig = Partial<Record<Provider, ProviderSettings>>;

type Env = Record<string, string | undefined>;

/**
 * Microsoft's issuer for a tenant. "common" (work, school and personal accounts) has a templated
 * issuer ({tenantid}) in its discovery document; openid-client recognises login.microsoftonline.com
 * and checks each ID token's issuer against its own tid, so every tenant value is verifiable.
 */
export const microsoftIssuer = (tenant: string) =>
  `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0`;
export const DEFAULT_MICROSOFT_TENANT = "common";
const DEFAULT_ISSUERS = {
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
} as const;

/** Every provider variable; the secrets among them are never echoed in an error message. */
export const PROVIDER_SECRET_VARIABLES = [
  "AUTH_GOOGLE_CLIENT_SECRET",
  "AUTH_MICROSOFT_CLIENT_SECRET",
  "AUTH_APPLE_CLIENT_SECRET",
  "AUTH_APPLE_PRIVATE_KEY",
];

function checkIssuer(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return value.replace(/\/+$/, "");
  } catch {
    // reported below
  }
  problems.push(
    `  ${name} must be an http:// or https:// address such as https://accounts.google.com (got ${JSON.stringify(value)})`,
  );
  return value;
}

/** A provider with a client id and secret (Google, Microsoft): both or neither. */
function readSecretProvider(
  env: Env,
  prefix: string,
  defaultIssuer: string,
  problems: string[],
): ProviderSettings | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const secret = env[`${prefix}_CLIENT_SECRET`];
  const issuer = env[`${prefix}_ISSUER`];
  if (!clientId && !secret) return undefined;
  if (!clientId)
    problems.push(`  ${prefix}_CLIENT_ID is required when ${prefix}_CLIENT_SECRET is set`);
  if (!secret)
    problems.push(`  ${prefix}_CLIENT_SECRET is required when ${prefix}_CLIENT_ID is set`);
  if (!clientId || !secret) return undefined;
  return {
    clientId,
    secret: { kind: "secret", value: secret },
    issuer: checkIssuer(`${prefix}_ISSUER`, issuer ?? defaultIssuer, problems),
  };
}

/** Environment files often hold a PEM on one line with literal "\n"s. */
const pemOf = (value: string) => value.replace(/\\n/g, "\n").trim();

/** Apple: a client id with either a ready-made client-secret JWT, or the team id, key id and key to sign one. */
function readApple(env: Env, problems: string[]): ProviderSettings | undefined {
  const names = [
    "AUTH_APPLE_CLIENT_ID",
    "AUTH_APPLE_CLIENT_SECRET",
    "AUTH_APPLE_TEAM_ID",
    "AUTH_APPLE_KEY_ID",
    "AUTH_APPLE_PRIVATE_KEY",
  ];
  if (!names.some((name) => env[name])) return undefined;
  const clientId = env.AUTH_APPLE_CLIENT_ID;
  if (!clientId)
    problems.push("  AUTH_APPLE_CLIENT_ID is required when another AUTH_APPLE_* variable is set");
  const issuer = checkIssuer(
    "AUTH_APPLE_ISSUER",
    env.AUTH_APPLE_ISSUER ?? DEFAULT_ISSUERS.apple,
    problems,
  );
  const secret = readAppleSecret(env, problems);
  if (!clientId || !secret) return undefined;
  return { clientId, secret, issuer };
}

function readAppleSecret(env: Env, problems: string[]): ProviderClientSecret | undefined {
  if (env.AUTH_APPLE_CLIENT_SECRET) return { kind: "secret", value: env.AUTH_APPLE_CLIENT_SECRET };
  const keyNames = ["AUTH_APPLE_TEAM_ID", "AUTH_APPLE_KEY_ID", "AUTH_APPLE_PRIVATE_KEY"] as const;
  const missing = keyNames.filter((name) => !env[name]);
  if (missing.length === keyNames.length) {
    problems.push(
      "  AUTH_APPLE_CLIENT_SECRET, or AUTH_APPLE_TEAM_ID with AUTH_APPLE_KEY_ID and AUTH_APPLE_PRIVATE_KEY, is required when AUTH_APPLE_CLIENT_ID is set",
    );
    return undefined;
  }
  for (const name of missing)
    problems.push(`  ${name} is required with the other AUTH_APPLE_* key variables`);
  if (missing.length > 0) return undefined;
  const privateKey = pemOf(env.AUTH_APPLE_PRIVATE_KEY ?? "");
  try {
    const key = createPrivateKey(privateKey);
    if (key.asymmetricKeyType !== "ec") throw new Error("not an EC key");
  } catch {
    problems.push(
      "  AUTH_APPLE_PRIVATE_KEY must be the P-256 private key (.p8, PEM) downloaded from the Apple developer account",
    );
    return undefined;
  }
  return {
    kind: "apple_key",
    teamId: env.AUTH_APPLE_TEAM_ID ?? "",
    keyId: env.AUTH_APPLE_KEY_ID ?? "",
    privateKey,
  };
}

/**
 * Reads the AUTH_<PROVIDER>_* variables. A provider appears only when fully configured; a provider
 * half configured is a problem line naming the missing variable, so the operator learns at start-up
 * rather than from a sign-in button that fails.
 */
export function readProvidersConfig(rawEnv: Env): {
  providers: ProvidersConfig;
  problems: string[];
} {
  // An empty variable is unset, as for every other setting.
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value));
  const problems: string[] = [];
  const tenant = env.AUTH_MICROSOFT_TENANT ?? DEFAULT_MICROSOFT_TENANT;
  const providers: ProvidersConfig = {};
  const google = readSecretProvider(env, "AUTH_GOOGLE", DEFAULT_ISSUERS.google, problems);
  const apple = readApple(env, problems);
  const microsoft = readSecretProvider(env, "AUTH_MICROSOFT", microsoftIssuer(tenant), problems);
  if (google) providers.google = google;
  if (apple) providers.apple = apple;
  if (microsoft) providers.microsoft = microsoft;
  return { providers, problems };
}
