import { useCallback, useEffect, useState } from "react";
import type { QueueFilterSet } from "../../../contract/ticket-queue";
import { QueueView } from "../../../contract/tickets";
import { useUrlFilters } from "../../lib/url-filters";
import { QUEUE_FILTER_KEYS, type QueueFilters } from "./api";
import { useRememberedQueueFilters, useSaveQueueFilters } from "./queue-filters-api";

const REMEMBERED_KEYS = ["view", "status", "priority", "departmentId"] as const;
type RememberedFilters = Pick<QueueFilters, (typeof REMEMBERED_KEYS)[number]>;
const toSet = (f: RememberedFilters): QueueFilterSet => ({
  view: f.view === "" ? "all" : QueueView.catch("all").parse(f.view),
  departmentId: f.departmentId,
  status: f.status as QueueFilterSet["status"],
  priority: f.priority as QueueFilterSet["priority"],
});
const toAddress = (s: QueueFilterSet): RememberedFilters => ({
  ...s,
  view: s.view === "all" ? "" : s.view,
});

/**
 * The Support Queue's filters: the address holds them (a link, the bell, back and forward), and the
 * agent's own choices (all but the search, tag, "SLA breached only" and the page: one-off lookups) are remembered on the server. Opened with no
 * filter in the address (the menu, another device), the queue first takes the remembered ones;
 * `isRestoring` is true until then.
 */
export function useQueueFilters() {
  const { params, update } = useUrlFilters<QueueFilters>();
  const filters: QueueFilters = {
    view: params.get("view") ?? "",
    status: params.get("status") ?? "",
    priority: params.get("priority") ?? "",
    departmentId: params.get("departmentId") ?? "",
    slaBreached: params.get("slaBreached") === "true" ? "true" : "",
    tag: params.get("tag") ?? "",
    q: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const remembered = useRememberedQueueFilters();
  const save = useSaveQueueFilters();
  const [isRestoring, setRestoring] = useState(
    () => !QUEUE_FILTER_KEYS.some((key) => params.has(key)),
  );
  const restored = remembered.data ? toAddress(remembered.data.filters) : null;
  const isInAddress =
    restored !== null && REMEMBERED_KEYS.every((key) => filters[key] === restored[key]);
  // Restoring ends once the address holds the remembered filters, not when they are asked for: the
  // router applies the address later, and until then the queue would load with the wrong filters.
  // Without the remembered filters (a failed read) the queue opens as the address says.
  if (isRestoring && !remembered.isPending && (restored === null || isInAddress)) {
    setRestoring(false);
  }
  useEffect(() => {
    if (isRestoring && remembered.data && !isInAddress)
      update(toAddress(remembered.data.filters), { replace: true });
  }, [isRestoring, isInAddress, remembered.data, update]);

  const { mutate } = save;
  const { view, status, priority, departmentId } = filters;
  /** A change the agent made: into the address, and remembered. */
  const change = useCallback(
    (next: Partial<QueueFilters>) => {
      update(next);
      if (REMEMBERED_KEYS.some((key) => key in next))
        mutate(toSet({ view, status, priority, departmentId, ...next }));
    },
    [update, mutate, view, status, priority, departmentId],
  );
  return {
    filters,
    isRestoring,
    change,
    update,
    myDepartments: remembered.data?.myDepartments ?? [],
    saveError: save.error,
  };
}
