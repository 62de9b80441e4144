import { useRealtimeStatus, type RealtimeStatus } from "../lib/realtime";

const NOTICES: Partial<Record<RealtimeStatus, string>> = {
  reconnecting: "Reconnecting…",
  limited:
    "Live updates are paused: too many tabs are open. Close a few and they come back within a minute or two.",
};

/**
 * Says so while the live connection is down. The live region is always in the page, empty while
 * online, because screen readers announce changes to a region that exists, not a region that appears.
 */
export function RealtimeNotice() {
  const status = useRealtimeStatus();
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium text-amber-800 empty:hidden">
      {NOTICES[status] ?? ""}
    </p>
  );
}
