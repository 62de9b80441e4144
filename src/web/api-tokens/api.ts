import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiTokensApi, type CreateApiTokenBody } from "../../contract/api-tokens";
import { call } from "../lib/api-client";

export const API_TOKENS_QUERY_KEY = ["api-tokens"] as const;

export const apiTokensQueryOptions = queryOptions({
  queryKey: API_TOKENS_QUERY_KEY,
  queryFn: () => call(apiTokensApi.list),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export const createApiToken = (body: CreateApiTokenBody) => call(apiTokensApi.create, { body });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

export const revokeApiToken = (id: string) => call(apiTokensApi.revoke, { params: { id } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
