import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ResendVerificationResponse,
  VerifyEmailBody,
  VerifyEmailResponse,
} from "../../../contract/auth";
import { api } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

/** Spends the link's token; the signed-in profile (if it is this account) then reads verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      api<VerifyEmailResponse>("/api/auth/verify-email", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** Mails the signed-in user a new verification link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      api<ResendVerificationResponse>("/api/auth/resend-verification", { method: "POST" }),
  });
}
