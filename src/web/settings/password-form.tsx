import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChangePasswordBody } from "../../contract/profile";
import { PasswordChecklist } from "../auth/password-checklist";
import { PasswordInput } from "../auth/password-input";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { applyServerErrors } from "../lib/form-errors";
import { Spinner } from "../components/ui/spinner";
import { useChangePassword } from "./api/change-password";
import { useIdentities } from "./api/identities-list";
import { FirstPasswordForm } from "./first-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The password section: change it, or, for an account made with a provider that has none, set a
 * first one. Which of the two comes from the sign-in methods Connected accounts reads as well.
 */
export function PasswordForm() {
  const identities = useIdentities();
  // Set here, not in the first-password form: that form gives way to the change form once it worked.
  const [isFirstSet, setFirstSet] = useState(false);
  if (identities.isPending) return <Spinner label="Loading..." />;
  const hasPassword =
    !identities.data || identities.data.methods.some((method) => method.kind === "password");
  if (!hasPassword) return <FirstPasswordForm onSet={() => setFirstSet(true)} />;
  return (
    <div className="grid gap-4">
      {isFirstSet ? (
        <Alert tone="success">
          Your password is set. You can now sign in with your e-mail address too.
        </Alert>
      ) : null}
      <ChangePasswordForm />
    </div>
  );
}

/** Current password, then the new one twice under the sign-up rules; other devices are signed out. */
function ChangePasswordForm() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    change.reset();
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ["currentPassword", "newPassword", "confirmPassword"]),
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
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
      {change.isSuccess ? (
        <Alert tone="success">
          Your password has been changed. Your other devices have been signed out.
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
