import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordReauthenticationBody } from "../../../contract/reauthentication";
import { passkeyProblem, useBrowserSupportsPasskeys } from "../../auth/api/passkey-browser";
import { PasswordInput } from "../../auth/password-input";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { isApiError } from "../../lib/api-client";
import { applyServerErrors } from "../../lib/form-errors";
import { usePasskeyReauthentication } from "../api/passkey-reauthenticate";
import { usePasskeys } from "../api/passkey-list";
import {
  RECENT_PROOF_QUERY_KEY,
  useConfirmWithPassword,
  useRecentProof,
} from "../api/recent-proof";
import { ReauthenticateLinks } from "../reauthenticate-links";

/** The server's answer to a step that needs fresh proof (403 reauthentication_required). */
export const needsFreshProof = (error: unknown) =>
  isApiError(error, 403) && error.code === "reauthentication_required";

const PASSKEY_CANCELLED = "Nothing was confirmed. You can try again, or use your password.";

/**
 * "Confirm it's you": shown inline when adding or removing a way to sign in needs proof from the
 * last five minutes. The password when the account has one; a passkey; or, for an account made with
 * a provider, a round trip to it that brings the browser back to `next`. `onConfirmed` retries the step.
 */
export function ConfirmIdentity({
  next,
  onConfirmed,
  onCancel,
  reason = "Adding or removing a way to sign in needs a recent sign-in.",
}: {
  next: string;
  onConfirmed: () => void;
  onCancel?: () => void;
  /** Why the step asks, in one sentence. */
  reason?: string;
}) {
  const proof = useRecentProof();
  const passkeys = usePasskeys();
  const canUsePasskey = useBrowserSupportsPasskeys() && (passkeys.data?.length ?? 0) > 0;
  const hasPassword = proof.data?.hasPassword ?? false;
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          Confirm it&apos;s you
        </h4>
        <p className="mt-1 text-sm text-slate-700">
          {reason} Confirm it is you, and we will carry on where you left off.
        </p>
      </div>
      {hasPassword ? <PasswordProof onConfirmed={onConfirmed} /> : null}
      {canUsePasskey ? <PasskeyProof onConfirmed={onConfirmed} /> : null}
      {proof.data && !hasPassword ? <ReauthenticateLinks next={next} /> : null}
      {onCancel ? (
        <div>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PasswordProof({ onConfirmed }: { onConfirmed: () => void }) {
  const confirm = useConfirmWithPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(PasswordReauthenticationBody),
    defaultValues: { password: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password"]));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <PasswordInput
        label="Your password"
        autoComplete="current-password"
        // It appears because the user pressed a button: the keyboard goes straight to it.
        autoFocus
        className="sm:max-w-xs"
        error={errors.password?.message}
        {...register("password")}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Checking..." : "Confirm"}
        </Button>
      </div>
    </form>
  );
}

/** "Confirm with a passkey": a passkey re-authentication of this session, then `onConfirmed`. */
export function PasskeyProof({ onConfirmed }: { onConfirmed: () => void }) {
  const reauthenticate = usePasskeyReauthentication();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<ReturnType<typeof passkeyProblem> | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await reauthenticate.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: RECENT_PROOF_QUERY_KEY });
      onConfirmed();
    } catch (error) {
      setProblem(passkeyProblem(error, PASSKEY_CANCELLED));
    }
  };
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="secondary"
          disabled={reauthenticate.isPending}
          onClick={() => void confirm()}
        >
          {reauthenticate.isPending ? "Waiting for your device..." : "Confirm with a passkey"}
        </Button>
      </div>
      {problem ? <Alert tone={problem.tone}>{problem.message}</Alert> : null}
    </div>
  );
}
