import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../contract/auth";
import { api } from "../../lib/api-client";

/**
 * Not through authApi.config, like getMe: every page's title reads this, so it is in the app's first
 * script, and a declaration would bring zod and the auth schemas along before main.tsx has told zod
 * to parse without eval (which the CSP forbids, so the browser would report zod's probe).
 */
export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => api<PublicConfig>("/api/config"),
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
