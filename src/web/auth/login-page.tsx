import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { SignInBody } from "../../contract/auth";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useMe } from "./api/get-me";
import { useSignIn } from "./api/sign-in";
import { AuthCard } from "./auth-card";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { PasswordInput } from "./password-input";
import { ProviderButtons } from "./provider-buttons";
import { safeNext } from "./safe-next";

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignInBody), defaultValues: { email: "", password: "", rememberMe: false } });

  if (me && !signIn.isSuccess) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["email", "password"]));
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle={<>New here? <Link className="font-semibold text-brand-700 hover:underline" to="/signup">Create an account</Link></>}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <PasswordInput label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <div className="flex items-center justify-between gap-2">
          <Checkbox label="Remember me" {...register("rememberMe")} />
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      <PasskeySignInButton />
      <ProviderButtons mode="signin" />
    </AuthCard>
  );
}
