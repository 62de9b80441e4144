import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  EMAIL_CHANGE_MESSAGES,
  RequestEmailChangeBody,
  type PendingEmailChange,
} from "../../../contract/email-change";
import { useMe } from "../../auth/api/get-me";
import { PasswordInput } from "../../auth/password-input";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import {
  useCancelEmailChange,
  usePendingEmailChange,
  useRequestEmailChange,
} from "../api/email-change";

const EMPTY = { newEmail: "", password: "" };

/**
 * Settings → E-mail address (issue 13): the current address and whether it is verified, then a new
 * address with the current password. The address changes only when the link mailed to it is opened.
 */
export function EmailChangeForm() {
  const { data: me } = useMe();
  const pending = usePendingEmailChange();
  if (!me) return null;
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          Your address is <strong className="break-all text-slate-900">{me.email}</strong>
        </span>
        {me.emailVerified ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            Verified
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Not verified
          </span>
        )}
      </p>
      {pending.isError ? <Alert tone="error">{pending.error.message}</Alert> : null}
      {pending.data?.pending ? (
        <PendingChange pending={pending.data.pending} />
      ) : pending.isSuccess ? (
        <NewAddressForm />
      ) : null}
    </div>
  );
}

function PendingChange({ pending }: { pending: PendingEmailChange }) {
  const cancel = useCancelEmailChange();
  return (
    <div className="grid gap-3" aria-live="polite">
      <Alert tone="info">{EMAIL_CHANGE_MESSAGES.sent(pending.newEmail)}</Alert>
      {cancel.isError ? <Alert tone="error">{cancel.error.message}</Alert> : null}
      <div>
        <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          {cancel.isPending ? "Cancelling..." : "Cancel the change"}
        </Button>
      </div>
    </div>
  );
}

function NewAddressForm() {
  const request = useRequestEmailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RequestEmailChangeBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["newEmail", "password"]));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register("newEmail")}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
      </div>
      <p className="text-sm text-slate-600">
        We will e-mail a link to the new address, and tell your current address.
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Change e-mail"}
        </Button>
      </div>
    </form>
  );
}
