import { authApi } from "../../../contract/auth-api";
import { urlOf } from "../../../contract/endpoint";
import type { Provider, SignInIntent } from "../../../contract/providers";
import { safeNext } from "../safe-next";

/**
 * Where a provider button leads: a real link, not a fetch, because the server answers with a
 * redirect to the provider's own page. `next` is where a signed-in user lands; only a path on
 * this site is passed on (safeNext), the server checks it again.
 */
export function providerStartUrl(
  provider: Provider,
  intent: SignInIntent,
  next?: string | null,
): string {
  return urlOf(authApi.startProvider, {
    params: { provider },
    query: { intent, next: intent === "link" ? undefined : safeNext(next ?? null) },
  });
}
