import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DELETE_CONFIRMATION, DeleteAccountBody } from "../../contract/profile";
import { PasswordInput } from "../auth/password-input";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useDeleteAccount } from "./api/delete-account";

/** Deletes the account after the password and a typed confirmation, then leaves for the home page. */
export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm({
    resolver: zodResolver(DeleteAccountBody),
    defaultValues: { password: "", confirmation: "" as typeof DELETE_CONFIRMATION },
  });
  const confirmation = useWatch({ control, name: "confirmation" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
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
        <PasswordInput label="Your password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <TextField label={`Type ${DELETE_CONFIRMATION} to confirm`} autoComplete="off" spellCheck={false} error={errors.confirmation?.message} {...register("confirmation")} />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div>
        <Button type="submit" variant="danger" disabled={confirmation !== DELETE_CONFIRMATION || isSubmitting || remove.isSuccess}>
          {isSubmitting || remove.isSuccess ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </form>
  );
}
