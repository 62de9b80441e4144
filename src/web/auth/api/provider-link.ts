import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { LinkProviderBody } from "../../../contract/providers";
import { call } from "../../lib/api-client";
import { applySignInResult } from "./provider-finish";

export const linkProvider = (body: LinkProviderBody) => call(authApi.linkProvider, { body });

/** Proves the existing account with its password, links the provider and signs in; resolves to where to go. */
export function useLinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LinkProviderBody) =>
      applySignInResult(queryClient, await linkProvider(body)),
  });
}
