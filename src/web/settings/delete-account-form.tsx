import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DELETE_CONFIRMATION, DeleteAccountBody } from "../../contract/profile";
import { PasswordInput } from "../auth/password-input";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useDeleteAccount } from "./api/delete-account";
import { useHasPassword } from "./api/identities-list";
import { isReauthenticationRequired, ReauthenticateLinks } from "./reauthenticate-links";

/**
 * Deletes the account after the password and a typed confirmation, then leaves for the home page.
 * An account without a password (made with a provider) proves it is its owner by a recent sign-in
 * with a linked provider instead: the server says when one is needed, and the links to it appear.
 */
export function DeleteAccountForm() {
  const hasPassword = useHasPassword() !== false;
  // One form per mode, so each keeps the schema it was made with.
  return <DeleteAccountFields key={String(hasPassword)} hasPassword={hasPassword} />;
}

/** Without a password to ask (the field is not drawn), the typed confirmation alone is checked. */
const WithoutPassword = DeleteAccountBody.extend({ password: z.string().optional() });

function DeleteAccountFields({ hasPassword }: { hasPassword: boolean }) {
  const remove = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm({
    resolver: zodResolver(hasPassword ? DeleteAccountBody : WithoutPassword),
    defaultValues: { password: "", confirmation: "" as typeof DELETE_CONFIRMATION },
  });
  const confirmation = useWatch({ control, name: "confirmation" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(hasPassword ? values : { confirmation: values.confirmation });
      // A full load drops every cached query of the deleted account and shows / as a visitor.
      window.location.assign("/");
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password", "confirmation"]));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">
        This deletes your profile and everything you have logged, for good. It cannot be undone.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword ? <PasswordInput label="Your password" autoComplete="current-password" error={errors.password?.message} {...register("password")} /> : null}
        <TextField label={`Type ${DELETE_CONFIRMATION} to confirm`} autoComplete="off" spellCheck={false} error={errors.confirmation?.message} {...register("confirmation")} />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {isReauthenticationRequired(remove.error) ? <ReauthenticateLinks next="/app/settings#delete-heading" /> : null}
      <div>
        <Button type="submit" variant="danger" disabled={confirmation !== DELETE_CONFIRMATION || isSubmitting || remove.isSuccess}>
          {isSubmitting || remove.isSuccess ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </form>
  );
}
