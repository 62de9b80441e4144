import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminUsersApi,
  type BulkStatusBody,
  type UpdateUserBody,
  type UserStatusFilter,
} from "../../../contract/admin-users";
import { urlOf } from "../../../contract/endpoint";
import { call } from "../../lib/api-client";

export interface UserListParams {
  q: string;
  status: UserStatusFilter;
  cursor: string | null;
}

/** The search and filter as the address carries them: "all" and an empty search are left out. */
const filterQuery = (q: string, status: UserStatusFilter) => ({
  q: q.trim(),
  status: status === "all" ? undefined : status,
});

/** Where the CSV download of the current search and filter lives (a plain link: the browser saves it). */
export const exportUsersUrl = (q: string, status: UserStatusFilter) =>
  urlOf(adminUsersApi.exportCsv, { query: filterQuery(q, status) });

export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: ["admin", "users", "list", params],
    queryFn: ({ signal }) =>
      call(adminUsersApi.list, {
        query: { ...filterQuery(params.q, params.status), cursor: params.cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every user change refreshes the lists, the dashboard figures and the plan holder counts. */
function useAdminMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [
          ["admin", "users"],
          ["admin", "dashboard"],
          ["admin", "plans"],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export const useUpdateUser = () =>
  useAdminMutation(({ id, body }: { id: string; body: UpdateUserBody }) =>
    call(adminUsersApi.update, { params: { id }, body }),
  );

export const useSetSuspended = () =>
  useAdminMutation(({ id, suspended }: { id: string; suspended: boolean }) =>
    suspended
      ? call(adminUsersApi.suspend, { params: { id } })
      : call(adminUsersApi.reactivate, { params: { id } }),
  );

export const useAssignPlan = () =>
  useAdminMutation(({ id, planId }: { id: string; planId: string }) =>
    call(adminUsersApi.assignPlan, { params: { id }, body: { planId } }),
  );

export const useDeleteUser = () =>
  useAdminMutation((id: string) => call(adminUsersApi.remove, { params: { id } }));

export const useBulkDelete = () =>
  useAdminMutation((ids: string[]) => call(adminUsersApi.bulkDelete, { body: { ids } }));

/** Bulk Suspend / Reactivate (users.edit): each user under the single-user rules; the refused ones come back with a reason. */
export const useBulkStatus = () =>
  useAdminMutation((body: BulkStatusBody) => call(adminUsersApi.bulkStatus, { body }));

/** Mails the user a single-use reset link (users.edit). No list shows links, so nothing is refetched. */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (id: string) => call(adminUsersApi.sendPasswordReset, { params: { id } }),
  });

/** Signs the user out everywhere (users.edit). No list shows sessions, so nothing is refetched. */
export const useEndAllSessions = () =>
  useMutation({
    mutationFn: (id: string) => call(adminUsersApi.endAllSessions, { params: { id } }),
  });
