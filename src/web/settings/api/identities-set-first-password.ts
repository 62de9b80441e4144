import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, type SetFirstPasswordBody } from "../../../contract/profile";
import { call } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";

export const setFirstPassword = (body: SetFirstPasswordBody) =>
  call(profileApi.setFirstPassword, { body });

/** A first password for an account made with a provider; the sign-in methods then list it. */
export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
  });
}
