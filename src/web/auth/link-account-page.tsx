import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate } from "react-router";
import {
  LinkProviderBody,
  PROVIDER_LABELS,
  type PendingProviderSignIn,
} from "../../contract/providers";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { applyServerErrors } from "../lib/form-errors";
import { useMe } from "./api/get-me";
import { useLinkProvider } from "./api/provider-link";
import { usePendingProviderSignIn } from "./api/provider-pending";
import { AuthCard } from "./auth-card";
import { PasswordInput } from "./password-input";
import { PendingFlowMissing } from "./pending-flow-missing";

/**
 * The provider's verified e-mail belongs to an existing account: never linked silently, its owner
 * proves it with the account's password first.
 */
function LinkAccountForm({ pending }: { pending: PendingProviderSignIn }) {
  const navigate = useNavigate();
  const link = useLinkProvider();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(LinkProviderBody),
    defaultValues: { password: "" },
  });
  const provider = PROVIDER_LABELS[pending.provider];
  const account = pending.email ?? "this e-mail address";

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const finish = await link.mutateAsync(values);
      await navigate(finish.to, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password"]));
    }
  });

  return (
    <AuthCard title={`Link your ${provider} account`}>
      <p className="text-sm text-slate-700">
        An account with{" "}
        <strong className="break-words font-semibold text-slate-900">{account}</strong> already
        exists. Enter its password to link your {provider} account.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        {/* The e-mail goes with the password so a password manager offers the right entry. */}
        {pending.email ? (
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={pending.email}
            readOnly
            hidden
          />
        ) : null}
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" disabled={isSubmitting || link.isSuccess}>
          {isSubmitting || link.isSuccess ? "Linking..." : `Link ${provider} and sign in`}
        </Button>
      </form>
      <div className="mt-6 grid gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <p>
          No password on that account? Sign in the way you usually do, then link {provider} from
          Settings → Connected accounts.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in another way
          </Link>
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

/** /login/link: where a provider sign-in lands when its e-mail is an existing account's. */
export function LinkAccountPage() {
  const { data: me } = useMe();
  const pending = usePendingProviderSignIn();
  if (me && pending.data?.kind !== "link") return <Navigate to="/app" replace />;
  if (pending.isPending) return <Spinner label="Loading..." />;
  if (pending.isError) {
    return (
      <AuthCard title="Link your account">
        <Alert tone="error">{pending.error.message}</Alert>
      </AuthCard>
    );
  }
  if (pending.data?.kind === "signup") return <Navigate to="/signup/complete" replace />;
  if (!pending.data) return <PendingFlowMissing title="Link your account" />;
  return <LinkAccountForm pending={pending.data} />;
}
