import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPlan, AdminPlansResponse, PlanBody } from "../../../contract/admin-plans";
import { api } from "../../lib/api-client";

export function useAdminPlans() {
  return useQuery({
    queryKey: ["admin", "plans"],
    queryFn: ({ signal }) => api<AdminPlansResponse>("/api/admin/plans", { signal }),
  });
}

function useInvalidating<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [
          ["admin", "plans"],
          ["admin", "dashboard"],
          ["admin", "users"],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** Creates a plan (id null) or replaces one. */
export const useSavePlan = () =>
  useInvalidating(({ id, body }: { id: string | null; body: PlanBody }) =>
    id
      ? api<AdminPlan>(`/api/admin/plans/${id}`, { method: "PUT", body })
      : api<AdminPlan>("/api/admin/plans", { method: "POST", body }),
  );

export const useDeletePlan = () =>
  useInvalidating((id: string) =>
    api<{ ok: true }>(`/api/admin/plans/${id}`, { method: "DELETE" }),
  );
