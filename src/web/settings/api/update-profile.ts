import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, type UpdateProfileBody } from "../../../contract/profile";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { call } from "../../lib/api-client";

export const updateProfile = (body: UpdateProfileBody) => call(profileApi.update, { body });

/** Saves the profile; every screen reading ["me"] (units, time zone, name) sees the change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(ME_QUERY_KEY, profile),
  });
}
