import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Download } from "lucide-react";
import { ARCHIVE_PATH } from "../../contract/data-export";
import { DELETE_CONFIRMATION, DeleteAccountBody } from "../../contract/profile";
import { PasswordInput } from "../auth/password-input";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
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

/** The copy of everything, offered before it is gone: the same file as Settings → Your data. */
function ArchiveOffer() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        Keep a copy first: one JSON file with everything you have logged.
      </p>
      <a
        href={ARCHIVE_PATH}
        download
        className={buttonClass("secondary", "self-start sm:self-auto")}
      >
        <Download className="size-4" aria-hidden />
        Download your data first
      </a>
    </div>
  );
}

/** Without a password to ask (the field is not drawn), the typed confirmation alone is checked. */
const WithoutPassword = DeleteAccountBody.extend({ password: z.string().optional() });

function DeleteAccountFields({ hasPassword }: { hasPassword: boolean }) {
  const remove = useDeleteAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
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
      <ArchiveOffer />
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword ? (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
        ) : null}
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register("confirmation")}
        />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {isReauthenticationRequired(remove.error) ? (
        <ReauthenticateLinks next="/app/settings#delete-heading" />
      ) : null}
      <div>
        <Button
          type="submit"
          variant="danger"
          disabled={confirmation !== DELETE_CONFIRMATION || isSubmitting || remove.isSuccess}
        >
          {isSubmitting || remove.isSuccess ? "Deleting..." : "Delete my account"}
        </Button>
      </div>
    </form>
  );
}
