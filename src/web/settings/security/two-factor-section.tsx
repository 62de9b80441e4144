import { useState } from "react";
import { ShieldCheck, ShieldOff } from "lucide-react";
import type { TwoFactorEnrolment, TwoFactorStatus } from "../../../contract/two-factor";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatDate } from "../../lib/format";
import { ConfirmIdentity, needsFreshProof } from "./confirm-identity";
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from "./two-factor-api";
import { TwoFactorProofForm } from "./two-factor-proof-form";
import { TwoFactorRecoveryCodes } from "./two-factor-recovery-codes";
import { TwoFactorSetup } from "./two-factor-setup";

/** What the section shows besides the status: a setup, new codes to save, or a proof before a change. */
type Panel =
  | { kind: "status"; message?: string }
  | { kind: "setup"; enrolment: TwoFactorEnrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "turn-off" }
  | { kind: "new-codes" };

/** Settings → Security → Two-factor authentication: set up with an authenticator app, new recovery codes, turn off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [panel, setPanel] = useState<Panel>({ kind: "status" });
  return (
    <section aria-labelledby="two-factor-heading" className="grid gap-3">
      <h3 id="two-factor-heading" className="text-base font-semibold text-slate-900">
        Two-factor authentication
      </h3>
      {status.isPending ? <Spinner label="Loading two-factor settings..." /> : null}
      {status.isError ? <Alert tone="error">{status.error.message}</Alert> : null}
      {status.data ? (
        <TwoFactorPanel status={status.data} panel={panel} setPanel={setPanel} />
      ) : null}
    </section>
  );
}

function TwoFactorPanel({
  status,
  panel,
  setPanel,
}: {
  status: TwoFactorStatus;
  panel: Panel;
  setPanel: (panel: Panel) => void;
}) {
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const backToStatus = () => setPanel({ kind: "status" });
  switch (panel.kind) {
    case "setup":
      return (
        <TwoFactorSetup
          enrolment={panel.enrolment}
          onConfirmed={(codes) => setPanel({ kind: "codes", codes })}
          onCancel={backToStatus}
        />
      );
    case "codes":
      return <TwoFactorRecoveryCodes codes={panel.codes} onDone={backToStatus} />;
    case "turn-off":
      return (
        <TwoFactorProofForm
          hasPassword={status.hasPassword}
          description="Turning two-factor off lets anyone with your password sign in. Your recovery codes stop working."
          submitLabel="Turn off two-factor"
          tone="danger"
          onSubmit={async (body) => {
            await disable.mutateAsync(body);
            setPanel({ kind: "status", message: "Two-factor authentication is off." });
          }}
          onCancel={backToStatus}
        />
      );
    case "new-codes":
      return (
        <TwoFactorProofForm
          hasPassword={status.hasPassword}
          description="New recovery codes replace all your current ones, used or not."
          submitLabel="Make new codes"
          onSubmit={async (body) =>
            setPanel({ kind: "codes", codes: (await regenerate.mutateAsync(body)).recoveryCodes })
          }
          onCancel={backToStatus}
        />
      );
    case "status":
      return status.enabled ? (
        <EnabledStatus status={status} message={panel.message} setPanel={setPanel} />
      ) : (
        <DisabledStatus message={panel.message} setPanel={setPanel} />
      );
  }
}

function EnabledStatus({
  status,
  message,
  setPanel,
}: {
  status: TwoFactorStatus;
  message: string | undefined;
  setPanel: (panel: Panel) => void;
}) {
  const left = status.recoveryCodesLeft;
  return (
    <div className="grid gap-3">
      {message ? <Alert tone="success">{message}</Alert> : null}
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
        <span>
          <strong>On</strong>
          {status.enabledAt ? ` since ${formatDate(status.enabledAt, "medium")}` : ""}. Signing in
          asks for a code from your authenticator app.
        </span>
      </p>
      <p className="text-sm text-slate-700">
        {left === 1 ? "1 recovery code left." : `${left} recovery codes left.`}
        {left <= 3 ? " Make new ones before you run out." : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setPanel({ kind: "new-codes" })}>
          New recovery codes
        </Button>
        <Button variant="secondary" onClick={() => setPanel({ kind: "turn-off" })}>
          Turn off
        </Button>
      </div>
    </div>
  );
}

function DisabledStatus({
  message,
  setPanel,
}: {
  message: string | undefined;
  setPanel: (panel: Panel) => void;
}) {
  const start = useStartEnrolment();
  const begin = () =>
    start.mutate(undefined, { onSuccess: (enrolment) => setPanel({ kind: "setup", enrolment }) });
  // Set up from a session signed in a while ago asks "Confirm it's you" here, then starts again.
  const isConfirming = start.isError && needsFreshProof(start.error);
  return (
    <div className="grid gap-3">
      {message ? <Alert tone="success">{message}</Alert> : null}
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <ShieldOff className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <span>
          <strong>Off.</strong> Add a code from an authenticator app to your password, so a stolen
          password alone cannot open your account.
        </span>
      </p>
      {start.isError && !isConfirming ? <Alert tone="error">{start.error.message}</Alert> : null}
      {isConfirming ? (
        <ConfirmIdentity
          next="/app/settings#two-factor-heading"
          onConfirmed={begin}
          onCancel={() => start.reset()}
        />
      ) : (
        <div>
          <Button disabled={start.isPending} onClick={begin}>
            {start.isPending ? "Preparing..." : "Set up"}
          </Button>
        </div>
      )}
    </div>
  );
}
