import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminUser,
  BulkStatusBody,
  BulkStatusResponse,
  PasswordResetSent,
  SessionsEnded,
  UpdateUserBody,
  UserListResponse,
  UserStatusFilter,
} from "../../../contract/admin-users";
import { api } from "../../lib/api-client";

export interface UserListParams {
  q: string;
  status: UserStatusFilter;
  cursor: string | null;
}

const query = ({
  q,
  status,
  cursor,
}: Omit<UserListParams, "cursor"> & { cursor?: string | null }) => {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (status !== "all") params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** Where the CSV download of the current search and filter lives (a plain link: the browser saves it). */
export const exportUsersUrl = (q: string, status: UserStatusFilter) =>
  `/api/admin/users/export.csv${query({ q, status })}`;

export function useAdminUsers(params: UserListParams) {
  return useQuery({
    queryKey: ["admin", "users", "list", params],
    queryFn: ({ signal }) => api<UserListResponse>(`/api/admin/users${query(params)}`, { signal }),
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
    api<AdminUser>(`/api/admin/users/${id}`, { method: "PATCH", body }),
  );

export const useSetSuspended = () =>
  useAdminMutation(({ id, suspended }: { id: string; suspended: boolean }) =>
    api<AdminUser>(`/api/admin/users/${id}/${suspended ? "suspend" : "reactivate"}`, {
      method: "POST",
    }),
  );

export const useAssignPlan = () =>
  useAdminMutation(({ id, planId }: { id: string; planId: string }) =>
    api<AdminUser>(`/api/admin/users/${id}/plan`, { method: "POST", body: { planId } }),
  );

export const useDeleteUser = () =>
  useAdminMutation((id: string) =>
    api<{ ok: true }>(`/api/admin/users/${id}`, { method: "DELETE" }),
  );

export const useBulkDelete = () =>
  useAdminMutation((ids: string[]) =>
    api<{ deleted: number }>("/api/admin/users/bulk-delete", { method: "POST", body: { ids } }),
  );

/** Bulk Suspend / Reactivate (users.edit): each user under the single-user rules; the refused ones come back with a reason. */
export const useBulkStatus = () =>
  useAdminMutation((body: BulkStatusBody) =>
    api<BulkStatusResponse>("/api/admin/users/bulk-status", { method: "POST", body }),
  );

/** Mails the user a single-use reset link (users.edit). No list shows links, so nothing is refetched. */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<PasswordResetSent>(`/api/admin/users/${id}/password-reset`, { method: "POST" }),
  });

/** Signs the user out everywhere (users.edit). No list shows sessions, so nothing is refetched. */
export const useEndAllSessions = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<SessionsEnded>(`/api/admin/users/${id}/sessions/end-all`, { method: "POST" }),
  });
