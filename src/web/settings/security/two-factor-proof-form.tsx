import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReauthenticationBody, TWO_FACTOR_MESSAGES } from "../../../contract/two-factor";
import { PasswordInput } from "../../auth/password-input";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { applyServerErrors } from "../../lib/form-errors";

/**
 * Asks for the password again before a change that weakens or resets two-factor. An account without
 * a password proves it with a passkey re-authentication instead, and then only confirms here.
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
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm({
    resolver: zodResolver(ReauthenticationBody),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await props.onSubmit(values.password ? { password: values.password } : {});
    } catch (error) {
      setFormError(applyServerErrors(error, setError, props.hasPassword ? ["password"] : []));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">{props.description}</p>
      {props.hasPassword ? (
        <PasswordInput label="Your password" autoComplete="current-password" className="sm:max-w-xs" error={errors.password?.message} {...register("password")} />
      ) : (
        <Alert tone="info">{TWO_FACTOR_MESSAGES.passkeyProofRequired}</Alert>
      )}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={props.tone === "danger" ? "danger" : "primary"} disabled={isSubmitting}>
          {isSubmitting ? "Checking..." : props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
