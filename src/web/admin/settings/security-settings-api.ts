import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminSecurityApi,
  type UpdateSecuritySettingsBody,
} from "../../../contract/admin-security";
import { call } from "../../lib/api-client";
import { ADMIN_ME_QUERY_KEY } from "../api/get-admin-me";

export const SECURITY_SETTINGS_QUERY_KEY = ["admin", "security-settings"] as const;

export const securitySettingsQueryOptions = queryOptions({
  queryKey: SECURITY_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => call(adminSecurityApi.get, { signal }),
});

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions);

/** Super Admin only. The gate reads the requirement from /api/admin/me, so that is read again too. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSecuritySettingsBody) => call(adminSecurityApi.update, { body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(SECURITY_SETTINGS_QUERY_KEY, data);
      await queryClient.invalidateQueries({ queryKey: ADMIN_ME_QUERY_KEY });
    },
  });
}
