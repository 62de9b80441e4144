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
  const query = new URLSearchParams({ intent });
  if (intent !== "link") query.set("next", safeNext(next ?? null));
  return `/api/auth/providers/${provider}/start?${query.toString()}`;
}
