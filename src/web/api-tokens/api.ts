import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenList, CreateApiTokenBody, CreatedApiToken } from "../../contract/api-tokens";
import { api } from "../lib/api-client";

export const API_TOKENS_QUERY_KEY = ["api-tokens"] as const;

export const apiTokensQueryOptions = queryOptions({
  queryKey: API_TOKENS_QUERY_KEY,
  queryFn: () => api<ApiTokenList>("/api/tokens"),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export const createApiToken = (body: CreateApiTokenBody) =>
  api<CreatedApiToken>("/api/tokens", { method: "POST", body });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

export const revokeApiToken = (id: string) =>
  api<{ ok: true }>(`/api/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
