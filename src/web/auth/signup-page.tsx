import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate } from "react-router";
import type { z } from "zod";
import { SIGNUP_MESSAGES, type SignUpBody } from "../../contract/auth";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { browserTimeZone } from "../lib/time-zone";
import { signUpFormSchema } from "./signup-form-schema";
import { useProductName } from "../lib/public-config";
import { useMe } from "./api/get-me";
import { useSignUp } from "./api/sign-up";
import { AuthCard } from "./auth-card";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";
import { ProviderButtons } from "./provider-buttons";
import { BirthdayField, TermsCheckbox } from "./signup-fields";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "birthday",
  "password",
  "confirmPassword",
  "acceptTerms",
] as const;

export function SignupPage() {
  const product = useProductName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // Submit stays disabled until the terms are ticked, so the schema's message could never show:
  // say it under the checkbox once the person has been there and left it unticked.
  const [hasTouchedTerms, setTouchedTerms] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof SignUpBody>, unknown, SignUpBody>({
    resolver: zodResolver(signUpFormSchema(product, browserTimeZone())),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      birthday: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const password = useWatch({ control, name: "password" }) ?? "";
  const hasAcceptedTerms = useWatch({ control, name: "acceptTerms" });
  const termsError =
    errors.acceptTerms?.message ??
    (hasTouchedTerms && !hasAcceptedTerms ? SIGNUP_MESSAGES.termsRequired : undefined);

  if (me && !signUp.isSuccess) return <Navigate to="/app" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync({ ...values, timeZone: browserTimeZone() });
      await navigate("/app", { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have one?{" "}
          <Link className="font-semibold text-brand-700 hover:underline" to="/login">
            Sign in
          </Link>
        </>
      }
    >
      {/* post: were it ever sent before the app owns the page, the password must not end up in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <BirthdayField error={errors.birthday?.message} {...register("birthday")} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} />}
          {...register("password")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <TermsCheckbox
          error={termsError}
          {...register("acceptTerms", {
            onChange: () => setTouchedTerms(true),
            onBlur: () => setTouchedTerms(true),
          })}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" disabled={!hasAcceptedTerms || isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create account"}
        </Button>
      </form>
      <ProviderButtons mode="signup" />
    </AuthCard>
  );
}
