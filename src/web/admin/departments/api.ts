import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { departmentsApi, type DepartmentBody } from "../../../contract/departments";
import { call } from "../../lib/api-client";

const KEY = ["admin", "departments"] as const;

export const useDepartments = () =>
  useQuery({
    queryKey: [...KEY, "list"],
    queryFn: ({ signal }) => call(departmentsApi.list, { signal }),
  });

export const useDepartmentDetail = (id: string) =>
  useQuery({
    queryKey: [...KEY, "one", id],
    queryFn: ({ signal }) => call(departmentsApi.get, { params: { id }, signal }),
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
    id
      ? call(departmentsApi.update, { params: { id }, body })
      : call(departmentsApi.create, { body }),
  );

export const useDeleteDepartment = () =>
  useDepartmentWrite((id: string) => call(departmentsApi.remove, { params: { id } }));

export const useAssignStaff = () =>
  useDepartmentWrite(({ id, userId }: { id: string; userId: string }) =>
    call(departmentsApi.assignStaff, { params: { id }, body: { userId } }),
  );

export const useRemoveStaff = () =>
  useDepartmentWrite(({ id, userId }: { id: string; userId: string }) =>
    call(departmentsApi.removeStaff, { params: { id, userId } }),
  );
