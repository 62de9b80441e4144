import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConfirmTwoFactorBody,
  ReauthenticationBody,
  RecoveryCodesResponse,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from "../../../contract/two-factor";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { api } from "../../lib/api-client";

export const TWO_FACTOR_QUERY_KEY = ["auth", "two-factor"] as const;

export const twoFactorQueryOptions = queryOptions({
  queryKey: TWO_FACTOR_QUERY_KEY,
  queryFn: () => api<TwoFactorStatus>("/api/auth/two-factor"),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

/** After a change: the status, and the session (its assurance level may have changed). */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => api<TwoFactorEnrolment>("/api/auth/two-factor/enrol", { method: "POST" }),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) =>
      api<RecoveryCodesResponse>("/api/auth/two-factor/confirm", { method: "POST", body }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ReauthenticationBody) =>
      api<{ ok: true }>("/api/auth/two-factor/disable", { method: "POST", body }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ReauthenticationBody) =>
      api<RecoveryCodesResponse>("/api/auth/two-factor/recovery-codes", { method: "POST", body }),
    onSuccess: refresh,
  });
}
