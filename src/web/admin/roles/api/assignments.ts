import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRolesApi, type AssignRoleBody } from "../../../../contract/admin-roles";
import { call } from "../../../lib/api-client";
import { ADMIN_ME_QUERY_KEY } from "../../api/get-admin-me";
import { ROLES_QUERY_KEY } from "./get-roles";

function useRefreshRoles() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ADMIN_ME_QUERY_KEY });
  };
}

export function useAssignRole(roleId: string) {
  const onSuccess = useRefreshRoles();
  return useMutation({
    mutationFn: (body: AssignRoleBody) => call(adminRolesApi.assign, { params: { roleId }, body }),
    onSuccess,
  });
}

export function useChangeAssignment() {
  const onSuccess = useRefreshRoles();
  return useMutation({
    mutationFn: ({ assignmentId, roleId }: { assignmentId: string; roleId: string }) =>
      call(adminRolesApi.changeAssignment, { params: { assignmentId }, body: { roleId } }),
    onSuccess,
  });
}

export function useRemoveAssignment() {
  const onSuccess = useRefreshRoles();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      call(adminRolesApi.removeAssignment, { params: { assignmentId } }),
    onSuccess,
  });
}
