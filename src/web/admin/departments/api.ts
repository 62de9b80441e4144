import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Department,
  DepartmentBody,
  DepartmentDetail,
  DepartmentList,
} from "../../../contract/departments";
import { api } from "../../lib/api-client";

const KEY = ["admin", "departments"] as const;

export const useDepartments = () =>
  useQuery({
    queryKey: [...KEY, "list"],
    queryFn: ({ signal }) => api<DepartmentList>("/api/admin/departments", { signal }),
  });

export const useDepartmentDetail = (id: string) =>
  useQuery({
    queryKey: [...KEY, "one", id],
    queryFn: ({ signal }) => api<DepartmentDetail>(`/api/admin/departments/${id}`, { signal }),
  });

/** Any department write: reload the list and details (the spec's "saving reloads the page"), and users' pickers. */
function useDepartmentWrite<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: ["departments"] });
    },
  });
}

export const useSaveDepartment = () =>
  useDepartmentWrite(({ id, body }: { id: string | null; body: DepartmentBody }) =>
    api<Department>(id ? `/api/admin/departments/${id}` : "/api/admin/departments", {
      method: id ? "PUT" : "POST",
      body,
    }),
  );

export const useDeleteDepartment = () =>
  useDepartmentWrite((id: string) =>
    api<void>(`/api/admin/departments/${id}`, { method: "DELETE" }),
  );

export const useAssignStaff = () =>
  useDepartmentWrite(({ id, userId }: { id: string; userId: string }) =>
    api<void>(`/api/admin/departments/${id}/staff`, { method: "POST", body: { userId } }),
  );

export const useRemoveStaff = () =>
  useDepartmentWrite(({ id, userId }: { id: string; userId: string }) =>
    api<void>(`/api/admin/departments/${id}/staff/${userId}`, { method: "DELETE" }),
  );
