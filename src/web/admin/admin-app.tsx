import { Navigate, useLocation } from "react-router";
import { useMe } from "../auth/api/get-me";
import { LoadError, loadFailureMessage } from "../components/ui/load-error";
import { Spinner } from "../components/ui/spinner";
import { isApiError } from "../lib/api-client";
import { AccessDeniedPage } from "./access-denied-page";
import { useAdminMe } from "./api/get-admin-me";
import { isTwoFactorSatisfied } from "../../contract/admin-security";
import { AdminLayout } from "./layout/admin-layout";
import { StaffProvider } from "./staff-context";
import { TwoFactorSetupPage } from "./two-factor-setup-page";
import { useTwoFactorGateRefresh } from "./use-two-factor-gate-refresh";

export const VERIFYING_TEXT = "Verifying staff access...";

/**
 * The staff gate: anonymous visitors go to /login (and come back), non-staff see Access Denied,
 * staff get the admin frame, or the two-factor set-up screen while the organisation requires it. The server answers /api/admin/me and logs refusals.
 */
export function AdminApp() {
  const location = useLocation();
  const me = useMe();
  const staff = useAdminMe({ enabled: Boolean(me.data) });
  useTwoFactorGateRefresh();
  if (me.isPending) return <Spinner label={VERIFYING_TEXT} />;
  if (me.isError) throw me.error;
  if (!me.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (staff.isPending) return <Spinner label={VERIFYING_TEXT} />;
  if (staff.isError) {
    if (isApiError(staff.error, 403)) return <AccessDeniedPage email={me.data.email} />;
    if (isApiError(staff.error, 401))
      return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
    // Without the viewer's roles no admin screen can be drawn: say so (the spec's default), and retry in place.
    return (
      <main className="mx-auto max-w-xl p-6">
        <LoadError
          message={loadFailureMessage(staff.error, "Failed to load permissions")}
          onRetry={staff.refetch}
          isRetrying={staff.isFetching}
        />
      </main>
    );
  }
  // The organisation requires two-factor for staff and this session lacks it: the server refuses the
  // panel's every call, so the set-up screen says what to do instead of a panel full of errors.
  if (!isTwoFactorSatisfied(staff.data)) return <TwoFactorSetupPage state={staff.data} />;
  return (
    <StaffProvider staff={staff.data}>
      <AdminLayout />
    </StaffProvider>
  );
}
