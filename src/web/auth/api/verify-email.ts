import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailBody } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

/** Spends the link's token; the signed-in profile (if it is this account) then reads verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => call(authApi.verifyEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Mails the signed-in user a new verification link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => call(authApi.resendVerification),
  });
}
