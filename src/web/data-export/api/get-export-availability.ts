import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExportAvailability } from "../../../contract/data-export";
import { api } from "../../lib/api-client";

export const exportAvailabilityQueryOptions = queryOptions({
  queryKey: ["export", "availability"] as const,
  queryFn: () => api<ExportAvailability>("/api/export"),
});

/** Which downloads the plan in force allows, and the plan-limit details when the CSVs are not in it. */
export function useExportAvailability() {
  return useQuery(exportAvailabilityQueryOptions);
}
