import * as oidc from "openid-client";
import { PROVIDERS, type Provider } from "../../../contract/providers";
import { linkBaseUrl, type Config } from "../../config";
import { appleClientSecretSource } from "./apple-secret";
import type { ProviderSettings } from "../../providers-config";

/** What each provider is asked for. Apple names the profile scope "name" and sends it only by form_post. */
const SCOPES: Record<Provider, string> = {
  google: "openid email profile",
  microsoft: "openid email profile",
  apple: "openid name email",
};

export interface ProviderClients {
  /** The configured providers, in display order. */
  configured(): Provider[];
  settings(provider: Provider): ProviderSettings | undefined;
  /** The provider's client, from its discovery document (read once per process; a failure is retried next time). */
  configuration(provider: Provider): Promise<oidc.Configuration>;
  redirectUri(provider: Provider): string;
  scope(provider: Provider): string;
  /** Apple answers by a cross-site POST (response_mode=form_post); the others by a redirect. */
  usesFormPost(provider: Provider): boolean;
}

/** Sends client_id and a secret read when the request is made, so Apple's short-lived JWT is renewed. */
function secretPost(readSecret: () => string): oidc.ClientAuth {
  return (_as, client, body) => {
    body.set("client_id", client.client_id);
    body.set("client_secret", readSecret());
  };
}

function clientAuthOf(settings: ProviderSettings): oidc.ClientAuth {
  const { secret } = settings;
  if (secret.kind === "secret") return oidc.ClientSecretPost(secret.value);
  return secretPost(
    appleClientSecretSource({ ...secret, clientId: settings.clientId, audience: settings.issuer }),
  );
}

async function discover(settings: ProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a local test provider; every real issuer is https.
  // openid-client, as OpenID Connect allows, trusts an ID token read from the token endpoint over TLS
  // without checking its signature; we check it against the issuer's JWKS anyway (non-repudiation
  // checks), so a token endpoint answer that was tampered with or misrouted is still refused.
  const execute = [
    oidc.enableNonRepudiationChecks,
    ...(issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : []),
  ];
  return oidc.discovery(issuer, settings.clientId, undefined, clientAuthOf(settings), {
    execute,
    timeout: 10,
  });
}

export function createProviderClients(
  config: Pick<Config, "providers" | "publicUrl" | "port">,
): ProviderClients {
  const discovered = new Map<Provider, Promise<oidc.Configuration>>();
  const settingsOf = (provider: Provider) => config.providers[provider];
  return {
    configured: () => PROVIDERS.filter((provider) => settingsOf(provider) !== undefined),
    settings: settingsOf,
    configuration(provider) {
      const settings = settingsOf(provider);
      if (!settings) return Promise.reject(new Error(`${provider} is not configured`));
      let pending = discovered.get(provider);
      if (!pending) {
        pending = discover(settings);
        // Forget a failure, so the next sign-in tries again instead of failing until a restart.
        pending.catch(() => discovered.delete(provider));
        discovered.set(provider, pending);
      }
      return pending;
    },
    redirectUri: (provider) => `${linkBaseUrl(config)}/api/auth/providers/${provider}/callback`,
    scope: (provider) => SCOPES[provider],
    usesFormPost: (provider) => provider === "apple",
  };
}
