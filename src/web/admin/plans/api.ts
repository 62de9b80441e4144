import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminPlansApi, type PlanBody } from "../../../contract/admin-plans";
import { call } from "../../lib/api-client";

export function useAdminPlans() {
  return useQuery({
    queryKey: ["admin", "plans"],
    queryFn: ({ signal }) => call(adminPlansApi.list, { signal }),
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
      ? call(adminPlansApi.update, { params: { id }, body })
      : call(adminPlansApi.create, { body }),
  );

export const useDeletePlan = () =>
  useInvalidating((id: string) => call(adminPlansApi.remove, { params: { id } }));
