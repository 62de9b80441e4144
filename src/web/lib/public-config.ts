import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../contract/auth-api";
import { call } from "./api-client";

export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => call(authApi.config),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}

/** The product name drawn until /api/config has answered: the browser's first render and the prerendered pages. */
export const DEFAULT_PRODUCT_NAME = "Vitalog";

/** `{product}` of the spec's texts: the configured product name, DEFAULT_PRODUCT_NAME until it has loaded. */
export function useProductName(): string {
  return usePublicConfig().data?.productName ?? DEFAULT_PRODUCT_NAME;
}
