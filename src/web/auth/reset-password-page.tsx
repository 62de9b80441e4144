import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearchParams } from "react-router";
import { ResetPasswordBody } from "../../contract/auth";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { applyServerErrors } from "../lib/form-errors";
import { useResetPassword } from "./api/password-reset";
import { AuthCard } from "./auth-card";
import { PasswordInput } from "./password-input";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordBody),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <div className="grid gap-4">
          <Alert tone="success">
            Your password has been changed and you have been signed out everywhere. Sign in with
            your new password.
          </Alert>
          <Link to="/login" className={buttonClass("primary")}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="error">
          This reset link is not valid. Open the link from the e-mail again, or{" "}
          <Link to="/forgot-password" className="font-semibold underline">
            ask for a new link
          </Link>
          .
        </Alert>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password", "confirmPassword"]));
    }
  });

  return (
    <AuthCard title="Choose a new password">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {errors.token?.message ? <Alert tone="error">{errors.token.message}</Alert> : null}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint="8 or more characters, with an uppercase letter, a lowercase letter and a digit."
          {...register("password")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        {formError ? (
          <Alert tone="error">
            {formError}{" "}
            <Link to="/forgot-password" className="font-semibold underline">
              Ask for a new link
            </Link>
          </Alert>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
