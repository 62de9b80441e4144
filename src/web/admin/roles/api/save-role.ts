import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRolesApi, type RoleBody } from "../../../../contract/admin-roles";
import { call } from "../../../lib/api-client";
import { ADMIN_ME_QUERY_KEY } from "../../api/get-admin-me";
import { ROLES_QUERY_KEY } from "./get-roles";

/** Creates (no id) or updates a role; refreshes the list and the viewer's own permissions. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RoleBody }) =>
      id
        ? call(adminRolesApi.update, { params: { roleId: id }, body })
        : call(adminRolesApi.create, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_ME_QUERY_KEY });
    },
  });
}
