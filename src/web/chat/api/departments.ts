import { queryOptions, useQuery } from "@tanstack/react-query";
import { chatApi } from "../../../contract/chat-api";
import { call } from "../../lib/api-client";

/** Active departments by sort_order, each saying whether an agent can take a chat there now. */
export const chatDepartmentsQuery = queryOptions({
  queryKey: ["chat", "departments"],
  queryFn: ({ signal }) => call(chatApi.departments, { signal }),
  // Agents come and go: the start form re-asks while it is open, so "no agent online" stays true.
  staleTime: 10_000,
  refetchInterval: 30_000,
});

export function useChatDepartments() {
  return useQuery(chatDepartmentsQuery);
}
