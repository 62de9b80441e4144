import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SetFirstPasswordBody } from "../../contract/profile";
import { PasswordChecklist } from "../auth/password-checklist";
import { PasswordInput } from "../auth/password-input";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { applyServerErrors } from "../lib/form-errors";
import { useSetFirstPassword } from "./api/identities-set-first-password";
import { isReauthenticationRequired, ReauthenticateLinks } from "./reauthenticate-links";

/**
 * An account made with Google, Apple or Microsoft has no password, so there is no current one to
 * ask: the new one twice, and the server wants a recent sign-in with a linked provider instead;
 * without one it says so and the provider links to confirm appear.
 */
export function FirstPasswordForm({ onSet }: { onSet: () => void }) {
  const set = useSetFirstPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsProof, setNeedsProof] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SetFirstPasswordBody),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setNeedsProof(false);
    try {
      await set.mutateAsync(values);
      onSet();
    } catch (error) {
      setNeedsProof(isReauthenticationRequired(error));
      setFormError(applyServerErrors(error, setError, ["newPassword", "confirmPassword"]));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">
        Your account has no password: you sign in with a connected account. Set one to sign in with
        your e-mail address too.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={<PasswordChecklist password={newPassword} />}
          {...register("newPassword")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {needsProof ? <ReauthenticateLinks next="/app/settings#password-heading" /> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Set a password"}
        </Button>
      </div>
    </form>
  );
}
