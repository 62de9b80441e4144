import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminContentApi, type FaqEntryBody } from "../../../contract/admin-content";
import { call } from "../../lib/api-client";

const ADMIN_FAQ_KEY = ["admin", "faq"] as const;

export const adminFaqQueryOptions = queryOptions({
  queryKey: ADMIN_FAQ_KEY,
  queryFn: ({ signal }) => call(adminContentApi.list, { signal }),
});

export function useAdminFaq() {
  return useQuery(adminFaqQueryOptions);
}

/** Create (no id), update or delete; refreshes this list and the public help centre's. */
export function useFaqMutation() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ADMIN_FAQ_KEY });
    await queryClient.invalidateQueries({ queryKey: ["help", "faq"] });
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: FaqEntryBody }) =>
      id
        ? call(adminContentApi.update, { params: { id }, body })
        : call(adminContentApi.create, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(adminContentApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
