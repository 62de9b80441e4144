import { queryOptions, useQuery } from "@tanstack/react-query";
import { helpApi, type FaqList } from "../../../contract/help";
import { call } from "../../lib/api-client";

export async function getFaq(): Promise<FaqList> {
  return call(helpApi.faq);
}

/** The answers change only when staff edit them: ten minutes is fresh enough for a help page. */
export const faqQueryOptions = queryOptions({
  queryKey: ["help", "faq"],
  queryFn: getFaq,
  staleTime: 10 * 60_000,
});

export function useFaq() {
  return useQuery(faqQueryOptions);
}
