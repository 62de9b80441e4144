import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RenamePasskeyBody } from "../../../contract/passkeys";
import { passkeyProblem } from "../../auth/api/passkey-browser";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useAddPasskey } from "../api/passkey-add";
import { describeDevice } from "../../../domain/device-label";
import { ConfirmIdentity, needsFreshProof } from "./confirm-identity";

const CANCELLED = "No passkey was added. You can try again whenever you like.";

/** A name the user will recognise in the list: the browser and system it was made on. */
const suggestedName = () => {
  const device = describeDevice(navigator.userAgent);
  return device === "Unknown device" ? "My passkey" : device;
};

/**
 * "Add a passkey": asks for a name (suggested from this device), then the browser's prompt. A
 * closed prompt is said calmly, and the typed name stays for another try.
 */
export function PasskeyAddForm({ onAdded }: { onAdded: (id: string) => void }) {
  const add = useAddPasskey();
  const [isOpen, setIsOpen] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof passkeyProblem> | null>(null);
  // The server wants fresh proof first: the form stays (with the typed name) and asks for it below.
  const [isConfirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RenamePasskeyBody),
    defaultValues: { name: "" },
  });

  const open = () => {
    reset({ name: suggestedName() });
    setProblem(null);
    setConfirming(false);
    setIsOpen(true);
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const passkey = await add.mutateAsync(values.name);
      setIsOpen(false);
      onAdded(passkey.id);
    } catch (error) {
      if (needsFreshProof(error)) return setConfirming(true);
      const formMessage = applyServerErrors(error, setError, ["name"]);
      if (formMessage !== null) setProblem(passkeyProblem(error, CANCELLED));
    }
  });

  if (!isOpen) {
    return (
      <div>
        <Button variant="secondary" onClick={open}>
          <Plus className="size-4" aria-hidden />
          Add a passkey
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 rounded-lg border border-slate-200 p-4"
      >
        <TextField
          label="Passkey name"
          hint="So you can tell your passkeys apart, e.g. the device it is on."
          autoComplete="off"
          autoFocus
          maxLength={80}
          error={errors.name?.message}
          {...register("name")}
        />
        {problem ? <Alert tone={problem.tone}>{problem.message}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Waiting for your device..." : "Create passkey"}
          </Button>
          <Button variant="secondary" onClick={() => setIsOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
      {isConfirming ? (
        <ConfirmIdentity
          next="/app/settings#passkeys-heading"
          onConfirmed={() => {
            setConfirming(false);
            void onSubmit();
          }}
        />
      ) : null}
    </div>
  );
}
