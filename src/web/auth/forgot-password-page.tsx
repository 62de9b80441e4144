import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { ForgotPasswordBody } from "../../contract/auth";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useRequestPasswordReset } from "./api/password-reset";
import { AuthCard } from "./auth-card";

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["email"]));
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <div className="grid gap-4">
          <Alert tone="success">{request.data.message}</Alert>
          <Link to="/login" className="text-sm font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
          <Link to="/login" className="text-sm font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
