import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminRolesApi } from "../../../../contract/admin-roles";
import { call } from "../../../lib/api-client";

export const ROLES_QUERY_KEY = ["admin", "roles"] as const;

export const rolesQueryOptions = queryOptions({
  queryKey: ROLES_QUERY_KEY,
  queryFn: ({ signal }) => call(adminRolesApi.list, { signal }),
});

/** Active roles with their permissions, and the whole permission catalogue. */
export function useRoles() {
  return useQuery(rolesQueryOptions);
}

export const roleAssignmentsQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: [...ROLES_QUERY_KEY, roleId, "assignments"],
    queryFn: ({ signal }) => call(adminRolesApi.listAssignments, { params: { roleId }, signal }),
  });

export function useRoleAssignments(roleId: string) {
  return useQuery(roleAssignmentsQueryOptions(roleId));
}
