import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ConfirmTwoFactorBody, type TwoFactorEnrolment } from "../../../contract/two-factor";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useConfirmTwoFactor } from "./two-factor-api";

/** The QR code of the enrolment, and its secret as text for apps (or people) that cannot scan. */
function EnrolmentKey({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const [isCopied, setCopied] = useState(false);
  const qrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  const copySecret = async () => {
    await navigator.clipboard.writeText(enrolment.secret.replace(/ /g, "")).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <img
        src={qrSrc}
        alt="QR code to scan with your authenticator app"
        width={176}
        height={176}
        className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white"
      />
      <div className="grid min-w-0 gap-2 text-sm text-slate-700">
        <p>
          1. Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis).
        </p>
        <p>Cannot scan it? Enter this key in the app instead:</p>
        <p>
          <code
            data-testid="two-factor-secret"
            className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-base text-slate-900"
          >
            {enrolment.secret}
          </code>
        </p>
        <div className="flex items-center gap-3">
          <Button variant="secondary" className="px-3 py-1" onClick={() => void copySecret()}>
            Copy key
          </Button>
          <span role="status" className="text-sm text-slate-600">
            {isCopied ? "Key copied." : ""}
          </span>
        </div>
      </div>
    </div>
  );
}

/** Setting up: scan or type the secret, then prove it with a code, which turns two-factor on. */
export function TwoFactorSetup({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ConfirmTwoFactorBody),
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      onConfirmed(recoveryCodes);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["code"]));
    }
  });

  return (
    <div className="grid gap-4">
      <EnrolmentKey enrolment={enrolment} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label="2. Enter the 6-digit code the app shows"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          className="sm:max-w-xs"
          error={errors.code?.message}
          {...register("code")}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <p className="text-sm text-slate-700">
          Confirming turns two-factor on and signs out every other browser signed in to your
          account.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Confirming..." : "Confirm"}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
