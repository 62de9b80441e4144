import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInResult } from "../../../contract/auth";
import type { CompleteProviderSignUpBody } from "../../../contract/providers";
import { api } from "../../lib/api-client";
import { applySignInResult } from "./provider-finish";

export const completeProviderSignUp = (body: CompleteProviderSignUpBody) =>
  api<SignInResult>("/api/auth/providers/complete-signup", { method: "POST", body });

/** Creates the account the provider began; resolves to where the browser goes next. */
export function useCompleteProviderSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompleteProviderSignUpBody) =>
      applySignInResult(queryClient, await completeProviderSignUp(body)),
  });
}
