import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SecondFactorForm, type SecondFactorFormOutput } from "../../contract/two-factor";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { useCompleteSecondFactor } from "./api/two-factor-sign-in";

/**
 * The second half of a sign-in for a user with two-factor on: a code from the authenticator app, or
 * one recovery code. `onRestart` is called when the step is gone (expired, too many wrong codes) or
 * the user goes back, with the message to show on the password form.
 */
export function SecondFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => void | Promise<void>;
  onRestart: (message: string | null) => void;
}) {
  const complete = useCompleteSecondFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorForm, unknown, SecondFactorFormOutput>({
    resolver: zodResolver(SecondFactorForm),
    defaultValues: { method: "code", code: "", recoveryCode: "" },
  });
  const method = useWatch({ control, name: "method" });

  useEffect(() => {
    setFocus(method === "code" ? "code" : "recoveryCode");
  }, [method, setFocus]);

  const switchMethod = () => {
    clearErrors();
    setFormError(null);
    setValue("method", method === "code" ? "recoveryCode" : "code");
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await complete.mutateAsync(
        values.method === "code" ? { code: values.code } : { recoveryCode: values.recoveryCode },
      );
      await onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.code === "second_factor_expired")
        return onRestart(error.message);
      setFormError(applyServerErrors(error, setError, [method]));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label="Two-factor authentication"
    >
      {method === "code" ? (
        <>
          <p className="text-sm text-slate-700">
            Open your authenticator app and enter the 6-digit code it shows for this account.
          </p>
          <TextField
            key="code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            error={errors.code?.message}
            {...register("code")}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Enter one of the recovery codes you saved when you turned on two-factor. Each code works
            once.
          </p>
          <TextField
            key="recoveryCode"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="It looks like abcd-efgh-jk."
            error={errors.recoveryCode?.message}
            {...register("recoveryCode")}
          />
        </>
      )}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" disabled={isSubmitting || complete.isSuccess}>
        {isSubmitting || complete.isSuccess ? "Checking..." : "Verify and sign in"}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" className="px-2" onClick={switchMethod}>
          {method === "code" ? "Use a recovery code instead" : "Use your authenticator app instead"}
        </Button>
        <Button variant="ghost" className="px-2" onClick={() => onRestart(null)}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
