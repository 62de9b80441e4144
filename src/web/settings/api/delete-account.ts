import { useMutation } from "@tanstack/react-query";
import { profileApi, type DeleteAccountBody } from "../../../contract/profile";
import { call } from "../../lib/api-client";

export const deleteAccount = (body: DeleteAccountBody) => call(profileApi.remove, { body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
