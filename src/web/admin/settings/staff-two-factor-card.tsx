import { useState } from "react";
import { isTwoFactorSatisfied } from "../../../contract/admin-security";
import { SUPER_ADMIN_LEVEL } from "../../../domain/permissions";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatDate } from "../../lib/format";
import { Modal } from "../../components/ui/modal";
import { usePermissions, useStaff } from "../staff-context";
import { useSecuritySettings, useUpdateSecuritySettings } from "./security-settings-api";

const staffCount = (n: number) => (n === 1 ? "1 staff member does" : `${n} staff members do`);

/**
 * The staff two-factor requirement (issue 13): seen with settings.view, switched by a Super Admin
 * only (the server refuses anyone else). Turning it on asks first, naming who it will stop.
 */
export function StaffTwoFactorCard() {
  const { hasLevel } = usePermissions();
  const staff = useStaff();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const [isConfirming, setConfirming] = useState(false);
  const canSwitch = hasLevel(SUPER_ADMIN_LEVEL);

  const save = (staffTwoFactorRequired: boolean) =>
    update.mutate({ staffTwoFactorRequired }, { onSettled: () => setConfirming(false) });

  return (
    <section aria-labelledby="security-settings" className="mt-8 flex flex-col gap-3">
      <h2 id="security-settings" className="text-lg font-semibold text-slate-900">
        Security
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-slate-900">Two-factor authentication for staff</h3>
        {settings.isPending ? (
          <Spinner label="Loading security settings..." />
        ) : settings.isError ? (
          <LoadError
            message={loadErrorText("security settings", settings.error)}
            onRetry={settings.refetch}
            isRetrying={settings.isFetching}
          />
        ) : (
          <div className="mt-2 grid gap-3 text-sm text-slate-700">
            <p>
              <strong className="text-slate-900">
                {settings.data.staffTwoFactorRequired ? "Required" : "Not required"}.
              </strong>{" "}
              When required, staff must sign in with an authenticator app code or a passkey before
              the admin panel opens.
              {settings.data.updatedAt
                ? ` Last changed ${formatDate(settings.data.updatedAt, "medium")}.`
                : ""}
            </p>
            <p>{staffCount(settings.data.staffWithoutTwoFactor)} not have two-factor yet.</p>
            {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
            {canSwitch ? (
              <div>
                {settings.data.staffTwoFactorRequired ? (
                  <Button
                    variant="secondary"
                    disabled={update.isPending}
                    onClick={() => save(false)}
                  >
                    {update.isPending ? "Saving..." : "Stop requiring two-factor"}
                  </Button>
                ) : (
                  <Button onClick={() => setConfirming(true)}>Require two-factor for staff</Button>
                )}
              </div>
            ) : (
              <p className="text-slate-600">Only a Super Admin can change this.</p>
            )}
            <Modal
              open={isConfirming}
              onClose={() => setConfirming(false)}
              title="Require two-factor for staff?"
            >
              <p className="text-sm text-slate-800">
                {staffCount(settings.data.staffWithoutTwoFactor)} not have two-factor yet. They will
                see a set-up screen instead of the admin panel until they add an authenticator app
                or a passkey and sign in again.
                {/* Whether the requirement, once on, would keep this session out: the gate's rule. */}
                {isTwoFactorSatisfied({ twoFactorRequired: true, sessionAal: staff.sessionAal })
                  ? ""
                  : " This includes you: this session was signed in without a second factor."}
              </p>
              <div className="mt-4 flex gap-2">
                <Button disabled={update.isPending} onClick={() => save(true)}>
                  {update.isPending ? "Saving..." : "Require two-factor"}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </div>
            </Modal>
          </div>
        )}
      </div>
    </section>
  );
}
