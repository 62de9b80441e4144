import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReauthenticationBody, TWO_FACTOR_MESSAGES } from "../../../contract/two-factor";
import { PasswordInput } from "../../auth/password-input";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { applyServerErrors } from "../../lib/form-errors";
import { useBrowserSupportsPasskeys } from "../../auth/api/passkey-browser";
import { usePasskeys } from "../api/passkey-list";
import { ReauthenticateLinks } from "../reauthenticate-links";
import { PasskeyProof } from "./confirm-identity";

/**
 * Asks for the password again before a change that weakens or resets two-factor, or a passkey
 * instead (which sends the change as soon as the passkey answers). An account without a password
 * and without a passkey confirms with its provider, then comes back here within five minutes.
 */
export function TwoFactorProofForm(props: {
  hasPassword: boolean;
  description: string;
  submitLabel: string;
  tone?: "primary" | "danger";
  onSubmit: (body: ReauthenticationBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ReauthenticationBody),
    defaultValues: { password: "" },
  });

  const passkeys = usePasskeys();
  const canUsePasskey = useBrowserSupportsPasskeys() && (passkeys.data?.length ?? 0) > 0;
  const send = async (body: ReauthenticationBody) => {
    setFormError(null);
    try {
      await props.onSubmit(body);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, props.hasPassword ? ["password"] : []));
    }
  };
  const onSubmit = handleSubmit((values) =>
    send(values.password ? { password: values.password } : {}),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">{props.description}</p>
      {props.hasPassword ? (
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          className="sm:max-w-xs"
          error={errors.password?.message}
          {...register("password")}
        />
      ) : (
        <Alert tone="info">{TWO_FACTOR_MESSAGES.passkeyProofRequired}</Alert>
      )}
      {canUsePasskey ? <PasskeyProof onConfirmed={() => void send({})} /> : null}
      {!props.hasPassword ? <ReauthenticateLinks next="/app/settings#two-factor-heading" /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={props.tone === "danger" ? "danger" : "primary"}
          disabled={isSubmitting}
        >
          {isSubmitting ? "Checking..." : props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
