import { useEffect, useId, useRef, useState } from "react";
import type { AdminUser } from "../../../contract/admin-users";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useEndAllSessions, useSendPasswordReset } from "./api";
import {
  endSessionsConfirmation,
  resetConfirmation,
  resetSent,
  sessionsEndedText,
} from "./account-access-text";

type Step = "reset" | "sessions";
type Result = { tone: "success" | "error"; text: string };

/**
 * Account access (users.edit, and only on accounts the viewer may change): a password reset e-mail
 * and ending every session, each asked again before it is done, each answered with what happened.
 */
export function AccountAccessActions({ user }: { user: AdminUser }) {
  const headingId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const reset = useSendPasswordReset();
  const endSessions = useEndAllSessions();
  const [step, setStep] = useState<Step | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const isSuspended = user.status === "suspended";

  // Focus goes back to the button that asked, not to the page, once the question is gone.
  const close = () => {
    sectionRef.current?.querySelector<HTMLButtonElement>(`[data-step="${step}"]`)?.focus();
    setStep(null);
  };
  const confirm = async (run: () => Promise<string>) => {
    setResult(null);
    try {
      setResult({ tone: "success", text: await run() });
    } catch (error) {
      setResult({
        tone: "error",
        text: error instanceof Error ? error.message : "An unexpected error occurred",
      });
    }
    close();
  };
  const ask = (next: Step) => {
    setResult(null);
    setStep(next);
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="mt-4 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Account access
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {isSuspended ? null : (
          <Button
            variant="secondary"
            data-step="reset"
            aria-expanded={step === "reset"}
            onClick={() => ask("reset")}
          >
            Send password reset e-mail
          </Button>
        )}
        <Button
          variant="secondary"
          data-step="sessions"
          aria-expanded={step === "sessions"}
          onClick={() => ask("sessions")}
        >
          End all sessions
        </Button>
      </div>
      {isSuspended ? (
        <p className="mt-2 text-sm text-slate-700">
          Reactivate the account to send a password reset: a suspended account cannot sign in.
        </p>
      ) : null}
      {step === "reset" ? (
        <Confirmation
          text={resetConfirmation(user.email)}
          action="Send e-mail"
          isBusy={reset.isPending}
          onConfirm={() =>
            confirm(async () => resetSent((await reset.mutateAsync(user.id)).sentTo))
          }
          onCancel={close}
        />
      ) : null}
      {step === "sessions" ? (
        <Confirmation
          text={endSessionsConfirmation(name)}
          action="End sessions"
          isBusy={endSessions.isPending}
          onConfirm={() =>
            confirm(async () => sessionsEndedText(await endSessions.mutateAsync(user.id), name))
          }
          onCancel={close}
        />
      ) : null}
      {result ? (
        <div className="mt-3">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      ) : null}
    </section>
  );
}

/** The question asked before an action; focus moves to it so keyboard and screen reader users meet it at once. */
function Confirmation({
  text,
  action,
  isBusy,
  onConfirm,
  onCancel,
}: {
  text: string;
  action: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => boxRef.current?.querySelector("button")?.focus(), []);
  return (
    <div
      ref={boxRef}
      role="alertdialog"
      aria-labelledby={textId}
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3"
    >
      <p id={textId} className="text-sm text-amber-950">
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={isBusy} onClick={onConfirm}>
          {isBusy ? "Working..." : action}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
