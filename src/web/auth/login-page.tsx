import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { SignInBody } from "../../contract/auth";
import { TWO_FACTOR_MESSAGES } from "../../contract/two-factor";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useMe } from "./api/get-me";
import { useSignIn } from "./api/sign-in";
import { useSecondFactorStep } from "./api/two-factor-sign-in";
import { AuthCard } from "./auth-card";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { PasswordInput } from "./password-input";
import { ProviderButtons } from "./provider-buttons";
import { safeNext } from "./safe-next";
import { SecondFactorStep } from "./second-factor-step";

/** ?step=second-factor: a sign-in begun elsewhere (a provider) waits for its code; the server says whether one does. */
const STEP_PARAM = "step";

type Step = "password" | "second-factor" | "checking";

const subscribeToNothing = () => () => {};
/** False while hydrating the prerendered /login (drawn without a query string), so the first render matches it. */
const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get("next"));
  const isStepInUrl = useIsHydrated() && params.get(STEP_PARAM) === "second-factor";
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signIn = useSignIn();
  const pendingStep = useSecondFactorStep(isStepInUrl);
  // null: follow the URL (and the server's answer about it) until the user moves on.
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SignInBody),
    defaultValues: { email: "", password: "", rememberMe: false },
  });

  const isStepGone = isStepInUrl && pendingStep.isSuccess && pendingStep.data === null;
  const urlStep: Step =
    !isStepInUrl || isStepGone ? "password" : pendingStep.data ? "second-factor" : "checking";
  const step = chosenStep ?? urlStep;
  const shownNotice =
    notice ?? (chosenStep === null && isStepGone ? TWO_FACTOR_MESSAGES.stepExpired : null);

  if (me && !signIn.isSuccess && step !== "second-factor") return <Navigate to={next} replace />;

  const goToApp = () => navigate(next, { replace: true });

  const restart = (message: string | null) => {
    setNotice(message);
    setValue("password", "");
    setStep("password");
    signIn.reset();
    if (isStepInUrl) {
      setParams(
        (current) => {
          current.delete(STEP_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setNotice(null);
    setStep("password");
    try {
      const result = await signIn.mutateAsync(values);
      if ("secondFactorRequired" in result) return setStep("second-factor");
      await goToApp();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["email", "password"]));
    }
  });

  if (step === "checking") {
    return (
      <AuthCard title="Welcome back">
        <Spinner />
      </AuthCard>
    );
  }

  if (step === "second-factor") {
    return (
      <AuthCard
        title="Two-factor authentication"
        subtitle="Your account asks for a second step to sign in."
      >
        <SecondFactorStep onSignedIn={goToApp} onRestart={restart} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle={
        <>
          New here?{" "}
          <Link className="font-semibold text-brand-700 hover:underline" to="/signup">
            Create an account
          </Link>
        </>
      }
    >
      {/* post: were it ever sent before the app owns the page, the password must not end up in a URL. */}
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        {shownNotice ? <Alert tone="info">{shownNotice}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex items-center justify-between gap-2">
          <Checkbox label="Remember me" {...register("rememberMe")} />
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
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
