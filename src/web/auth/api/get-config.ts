import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../contract/auth";
import { api } from "../../lib/api-client";

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => api<PublicConfig>("/api/config"),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}

/** `{product}` of the spec's texts: the configured product name, "Vitalog" until it has loaded. */
export function useProductName(): string {
  return usePublicConfig().data?.productName ?? "Vitalog";
}
