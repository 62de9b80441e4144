import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoleAssignmentsResponse, RolesResponse } from "../../../../contract/admin-roles";
import { api } from "../../../lib/api-client";

export const ROLES_QUERY_KEY = ["admin", "roles"] as const;

export const rolesQueryOptions = queryOptions({
  queryKey: ROLES_QUERY_KEY,
  queryFn: ({ signal }) => api<RolesResponse>("/api/admin/roles", { signal }),
});

/** Active roles with their permissions, and the whole permission catalogue. */
export function useRoles() {
  return useQuery(rolesQueryOptions);
}

export const roleAssignmentsQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: [...ROLES_QUERY_KEY, roleId, "assignments"],
    queryFn: ({ signal }) =>
      api<RoleAssignmentsResponse>(`/api/admin/roles/${roleId}/assignments`, { signal }),
  });

export function useRoleAssignments(roleId: string) {
  return useQuery(roleAssignmentsQueryOptions(roleId));
}
