import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInResult } from "../../../contract/auth";
import type { LinkProviderBody } from "../../../contract/providers";
import { api } from "../../lib/api-client";
import { applySignInResult } from "./provider-finish";

export const linkProvider = (body: LinkProviderBody) =>
  api<SignInResult>("/api/auth/providers/link", { method: "POST", body });

/** Proves the existing account with its password, links the provider and signs in; resolves to where to go. */
export function useLinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LinkProviderBody) =>
      applySignInResult(queryClient, await linkProvider(body)),
  });
}
