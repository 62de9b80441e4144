import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordBody, ResetPasswordBody } from "../../../contract/auth";
import { api } from "../../lib/api-client";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<{ message: string }>("/api/auth/forgot-password", { method: "POST", body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api("/api/auth/reset-password", { method: "POST", body }),
  });
}
