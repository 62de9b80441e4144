import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { auditApi } from "../../../contract/admin-audit";
import { call } from "../../lib/api-client";
import { browserTimeZone } from "../../lib/time-zone";

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.action) params.set("action", filters.action);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/**
 * The days of the date filters are the viewer's, as the entries' times are shown in the browser's
 * time zone; the zone goes with the request but not in the page's address, which keeps the filters.
 */
export const auditQueryOptions = (filters: AuditFilters, timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: ["admin", "audit", filters, timeZone],
    queryFn: ({ signal }) =>
      call(auditApi.list, {
        query: {
          actor: filters.actor,
          action: filters.action,
          from: filters.from,
          to: filters.to,
          page: filters.page > 1 ? filters.page : undefined,
          tz: timeZone,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditQueryOptions(filters));
}
