import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  IDENTITY_ERRORS,
  type IdentitiesResponse,
  type SignInMethod,
} from "../../../contract/providers";
import { PasswordInput } from "../../auth/password-input";
import { Button } from "../../components/ui/button";
import { isApiError } from "../../lib/api-client";
import { applyServerErrors } from "../../lib/form-errors";
import { Modal } from "../../components/ui/modal";
import { useRemoveIdentity } from "../api/identities-remove";
import { ConfirmIdentity, needsFreshProof } from "./confirm-identity";
import { methodName } from "./sign-in-methods";

/** Removing the password asks for it again: a session left open on a shared computer must not do it alone. */
const RemovePasswordForm = z.object({
  password: z.string().min(1, "Enter your current password").max(1024, "Password is too long"),
});

/** The server's refusal in words: the spec's identity errors by their code, anything else by its message. */
export function identityErrorText(error: unknown): string {
  if (!isApiError(error)) return "An unexpected error occurred";
  return Object.hasOwn(IDENTITY_ERRORS, error.code)
    ? IDENTITY_ERRORS[error.code as keyof typeof IDENTITY_ERRORS]
    : error.message;
}

interface Props {
  method: SignInMethod;
  onClose: () => void;
  onRemoved: (identities: IdentitiesResponse) => void;
  /** A refusal that is not about what was typed (the last way in, already gone): shown by the section. */
  onRefused: (message: string) => void;
}

/** Asks before unlinking a provider or removing the password; the password needs typing again. */
export function RemoveMethodDialog({ method, onClose, onRemoved, onRefused }: Props) {
  const remove = useRemoveIdentity();
  const isPassword = method.kind === "password";
  const name = methodName(method.kind);
  // Unlinking from a session signed in a while ago asks "Confirm it's you" here, then unlinks.
  const [isConfirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(
      isPassword ? RemovePasswordForm : z.object({ password: z.string().optional() }),
    ),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onRemoved(
        await remove.mutateAsync({
          id: method.id,
          body: isPassword ? { password: values.password ?? "" } : {},
        }),
      );
    } catch (error) {
      if (needsFreshProof(error)) return setConfirming(true);
      const formMessage = applyServerErrors(error, setError, isPassword ? ["password"] : []);
      if (formMessage !== null) onRefused(identityErrorText(error));
    }
  });

  const title = isPassword ? "Remove your password?" : `Unlink ${name}?`;
  const description = isPassword
    ? "You will sign in with your connected accounts or passkeys only."
    : `You will no longer be able to sign in with ${name}${method.email ? ` (${method.email})` : ""}.`;
  return (
    <Modal open onClose={onClose} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {isPassword ? (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            error={errors.password?.message}
            {...register("password")}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={isSubmitting}
            data-autofocus={isPassword ? undefined : true}
          >
            {isSubmitting ? "Removing..." : isPassword ? "Remove password" : `Unlink ${name}`}
          </Button>
        </div>
      </form>
      {isConfirming ? (
        <div className="mt-4">
          <ConfirmIdentity
            next="/app/settings#connected-heading"
            onConfirmed={() => {
              setConfirming(false);
              void onSubmit();
            }}
          />
        </div>
      ) : null}
    </Modal>
  );
}
