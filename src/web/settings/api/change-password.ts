import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, type ChangePasswordBody } from "../../../contract/profile";
import { call } from "../../lib/api-client";
import { SESSIONS_QUERY_KEY } from "./get-sessions";

export const changePassword = (body: ChangePasswordBody) =>
  call(profileApi.changePassword, { body });

/** Changing the password signs out the other devices, so the session list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
