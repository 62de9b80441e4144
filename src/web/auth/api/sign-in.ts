import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Profile, SignInBody } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

/** The password step: a profile (signed in), or `secondFactorRequired` when a code must follow. */
export const signIn = (body: SignInBody) => call(authApi.signIn, { body });

/** A new session began: another user's cached data must never show, so the cache starts empty. */
export function startSignedInCache(queryClient: QueryClient, profile: Profile): void {
  queryClient.clear();
  queryClient.setQueryData(ME_QUERY_KEY, profile);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ("profile" in result) startSignedInCache(queryClient, result.profile);
    },
  });
}
