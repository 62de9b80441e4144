import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Navigate, useNavigate } from "react-router";
import type { z } from "zod";
import { SIGNUP_MESSAGES } from "../../contract/auth";
import {
  PROVIDER_LABELS,
  type CompleteProviderSignUpBody,
  type PendingProviderSignIn,
} from "../../contract/providers";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { browserTimeZone } from "../lib/time-zone";
import { useProductName } from "../lib/public-config";
import { useMe } from "./api/get-me";
import { useCompleteProviderSignUp } from "./api/provider-complete-signup";
import { usePendingProviderSignIn } from "./api/provider-pending";
import { AuthCard } from "./auth-card";
import { completeSignUpFormSchema } from "./complete-signup-form";
import { PendingFlowMissing } from "./pending-flow-missing";
import { BirthdayField, TermsCheckbox } from "./signup-fields";

const FIELDS = ["firstName", "lastName", "birthday", "acceptTerms"] as const;

/** The sign-up form for what the provider did not tell us: names to check, date of birth, terms. */
function CompleteSignupForm({ pending }: { pending: PendingProviderSignIn }) {
  const product = useProductName();
  const navigate = useNavigate();
  const complete = useCompleteProviderSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // As on /signup: submit waits for the ticked terms, so the message shows once the box was visited.
  const [hasTouchedTerms, setTouchedTerms] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<ReturnType<typeof completeSignUpFormSchema>>,
    unknown,
    CompleteProviderSignUpBody
  >({
    resolver: zodResolver(completeSignUpFormSchema(product)),
    defaultValues: {
      firstName: pending.firstName,
      lastName: pending.lastName,
      birthday: "",
      acceptTerms: false,
    },
  });
  const hasAcceptedTerms = useWatch({ control, name: "acceptTerms" });
  const termsError =
    errors.acceptTerms?.message ??
    (hasTouchedTerms && !hasAcceptedTerms ? SIGNUP_MESSAGES.termsRequired : undefined);
  const provider = PROVIDER_LABELS[pending.provider];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const finish = await complete.mutateAsync({ ...values, timeZone: browserTimeZone() });
      await navigate(finish.to, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <AuthCard
      title={`Finish signing up with ${provider}`}
      subtitle={`${provider} told us who you are. We need a few more details to create your ${product} account.`}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {pending.email ? (
          <TextField
            label="Email"
            type="email"
            value={pending.email}
            readOnly
            hint={`From your ${provider} account; it cannot be changed here.`}
            className="[&_input]:bg-slate-100 [&_input]:text-slate-700"
          />
        ) : null}
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
        <BirthdayField error={errors.birthday?.message} {...register("birthday")} />
        <TermsCheckbox
          error={termsError}
          {...register("acceptTerms", {
            onChange: () => setTouchedTerms(true),
            onBlur: () => setTouchedTerms(true),
          })}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" disabled={!hasAcceptedTerms || isSubmitting || complete.isSuccess}>
          {isSubmitting || complete.isSuccess ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthCard>
  );
}

/** /signup/complete: a first sign-in with a provider becomes an account once the user finishes here. */
export function CompleteSignupPage() {
  const { data: me } = useMe();
  const pending = usePendingProviderSignIn();
  if (me && pending.data?.kind !== "signup") return <Navigate to="/app" replace />;
  if (pending.isPending) return <Spinner label="Loading..." />;
  if (pending.isError) {
    return (
      <AuthCard title="Finish signing up">
        <Alert tone="error">{pending.error.message}</Alert>
      </AuthCard>
    );
  }
  if (pending.data?.kind === "link") return <Navigate to="/login/link" replace />;
  if (!pending.data) return <PendingFlowMissing title="Finish signing up" />;
  return <CompleteSignupForm pending={pending.data} />;
}
