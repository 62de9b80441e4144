import { queryOptions, useQuery } from "@tanstack/react-query";
import { dataExportApi } from "../../../contract/data-export";
import { call } from "../../lib/api-client";

export const exportAvailabilityQueryOptions = queryOptions({
  queryKey: ["export", "availability"] as const,
  queryFn: () => call(dataExportApi.availability),
});

/** Which downloads the plan in force allows, and the plan-limit details when the CSVs are not in it. */
export function useExportAvailability() {
  return useQuery(exportAvailabilityQueryOptions);
}
