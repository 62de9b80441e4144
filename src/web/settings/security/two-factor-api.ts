import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { ConfirmTwoFactorBody, ReauthenticationBody } from "../../../contract/two-factor";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { call } from "../../lib/api-client";

export const TWO_FACTOR_QUERY_KEY = ["auth", "two-factor"] as const;

export const twoFactorQueryOptions = queryOptions({
  queryKey: TWO_FACTOR_QUERY_KEY,
  queryFn: () => call(authApi.twoFactorStatus),
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
    mutationFn: () => call(authApi.startTwoFactorEnrolment),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) => call(authApi.confirmTwoFactor, { body }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ReauthenticationBody) => call(authApi.disableTwoFactor, { body }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: ReauthenticationBody) => call(authApi.regenerateRecoveryCodes, { body }),
    onSuccess: refresh,
  });
}
