import type { QueryClient } from "@tanstack/react-query";
import type { SignInResult } from "../../../contract/auth";
import { ME_QUERY_KEY } from "./get-me";

/** Where a finished provider flow goes: the second-factor step, or the app with a session. */
export type ProviderFinish =
  { kind: "second-factor"; to: string } | { kind: "signed-in"; to: string };

/**
 * What finishing a provider sign-up or link answered, applied to the cache: a profile means a new
 * session, so everything cached before it (an anonymous visitor's answers) is dropped and "me" set;
 * a second factor to give means no session yet, and the login page asks for it.
 */
export function applySignInResult(
  queryClient: QueryClient,
  result: SignInResult,
  next = "/app",
): ProviderFinish {
  if ("secondFactorRequired" in result)
    return { kind: "second-factor", to: "/login?step=second-factor" };
  queryClient.clear();
  queryClient.setQueryData(ME_QUERY_KEY, result.profile);
  return { kind: "signed-in", to: next };
}
