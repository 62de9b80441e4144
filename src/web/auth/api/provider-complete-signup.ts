import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { CompleteProviderSignUpBody } from "../../../contract/providers";
import { call } from "../../lib/api-client";
import { applySignInResult } from "./provider-finish";

export const completeProviderSignUp = (body: CompleteProviderSignUpBody) =>
  call(authApi.completeProviderSignUp, { body });

/** Creates the account the provider began; resolves to where the browser goes next. */
export function useCompleteProviderSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompleteProviderSignUpBody) =>
      applySignInResult(queryClient, await completeProviderSignUp(body)),
  });
}
