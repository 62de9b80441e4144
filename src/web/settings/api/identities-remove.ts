import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { DeleteIdentityBody } from "../../../contract/providers";
import { call } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";

export interface RemoveIdentityInput {
  /** The identity's id, or "password" for the password. */
  id: string;
  body?: DeleteIdentityBody;
}

/** Always with a JSON body, `{}` for an identity: the route validates a body, and a DELETE without one reads as null. */
export const removeIdentity = ({ id, body = {} }: RemoveIdentityInput) =>
  call(authApi.removeIdentity, { params: { id }, body });

/** Unlinks a provider or removes the password; the answer is the list as it now stands. */
export function useRemoveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIdentity,
    onSuccess: (identities) => queryClient.setQueryData(IDENTITIES_QUERY_KEY, identities),
  });
}
