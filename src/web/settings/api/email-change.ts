import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type {
  ConfirmEmailChangeBody,
  RequestEmailChangeBody,
} from "../../../contract/email-change";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { call } from "../../lib/api-client";

export const EMAIL_CHANGE_QUERY_KEY = ["email-change"] as const;

/** The signed-in user's change waiting for its link, or null. */
export const emailChangeQueryOptions = queryOptions({
  queryKey: EMAIL_CHANGE_QUERY_KEY,
  queryFn: ({ signal }) => call(authApi.pendingEmailChange, { signal }),
});

export const usePendingEmailChange = () => useQuery(emailChangeQueryOptions);

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestEmailChangeBody) => call(authApi.requestEmailChange, { body }),
    onSuccess: (data) =>
      queryClient.setQueryData(EMAIL_CHANGE_QUERY_KEY, { pending: data.pending }),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authApi.cancelEmailChange),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_CHANGE_QUERY_KEY }),
  });
}

/** Spends the link's token; the signed-in profile (if it is this account) then shows the new address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeBody) => call(authApi.confirmEmailChange, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: EMAIL_CHANGE_QUERY_KEY });
    },
  });
}
