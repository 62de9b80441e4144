import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TWO_FACTOR_REQUIRED_CODE } from "../../contract/admin-security";
import { isApiError } from "../lib/api-client";
import { ADMIN_ME_QUERY_KEY } from "./api/get-admin-me";

const isTwoFactorRefusal = (error: unknown) =>
  isApiError(error, 403) && error.code === TWO_FACTOR_REQUIRED_CODE;

/**
 * A Super Admin may require two-factor while staff have the panel open: their next call is refused
 * with two_factor_required. The gate's answer is then asked again, so the set-up screen replaces a
 * panel full of errors.
 */
export function useTwoFactorGateRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_ME_QUERY_KEY });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "error" &&
        isTwoFactorRefusal(event.action.error)
      )
        refresh();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "error" &&
        isTwoFactorRefusal(event.action.error)
      )
        refresh();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
