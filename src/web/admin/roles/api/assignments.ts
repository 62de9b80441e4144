import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssignRoleBody, RoleAssignment } from "../../../../contract/admin-roles";
import { api } from "../../../lib/api-client";
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
    mutationFn: (body: AssignRoleBody) =>
      api<{ assignment: RoleAssignment }>(`/api/admin/roles/${roleId}/assignments`, {
        method: "POST",
        body,
      }),
    onSuccess,
  });
}

export function useChangeAssignment() {
  const onSuccess = useRefreshRoles();
  return useMutation({
    mutationFn: ({ assignmentId, roleId }: { assignmentId: string; roleId: string }) =>
      api<{ assignment: RoleAssignment }>(`/api/admin/assignments/${assignmentId}`, {
        method: "PUT",
        body: { roleId },
      }),
    onSuccess,
  });
}

export function useRemoveAssignment() {
  const onSuccess = useRefreshRoles();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      api(`/api/admin/assignments/${assignmentId}`, { method: "DELETE" }),
    onSuccess,
  });
}
