import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordBody, ResetPasswordBody } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => call(authApi.forgotPassword, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(authApi.resetPassword, { body }),
  });
}
