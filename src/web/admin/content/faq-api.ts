import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FaqEntryBody } from "../../../contract/admin-content";
import type { FaqEntry, FaqList } from "../../../contract/help";
import { api } from "../../lib/api-client";

const ADMIN_FAQ_KEY = ["admin", "faq"] as const;

export const adminFaqQueryOptions = queryOptions({
  queryKey: ADMIN_FAQ_KEY,
  queryFn: ({ signal }) => api<FaqList>("/api/admin/faq", { signal }),
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
      api<{ entry: FaqEntry }>(id ? `/api/admin/faq/${id}` : "/api/admin/faq", {
        method: id ? "PUT" : "POST",
        body,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/admin/faq/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { save, remove };
}
