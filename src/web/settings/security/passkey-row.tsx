import { zodResolver } from "@hookform/resolvers/zod";
import { Cloud, KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RenamePasskeyBody, type Passkey } from "../../../contract/passkeys";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { formatDateTime } from "../../lib/format";
import { useRenamePasskey } from "../api/passkey-rename";

/** A new name for a passkey, typed in its row; the typed name stays when the server refuses it. */
function RenameForm({
  passkey,
  onRenamed,
  onDone,
}: {
  passkey: Passkey;
  onRenamed: (name: string) => void;
  onDone: () => void;
}) {
  const rename = useRenamePasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RenamePasskeyBody),
    defaultValues: { name: passkey.name },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const renamed = await rename.mutateAsync({ id: passkey.id, ...values });
      onRenamed(renamed.name);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["name"]));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:flex sm:items-start">
      <TextField
        label={`New name for ${passkey.name}`}
        className="sm:flex-1"
        autoComplete="off"
        autoFocus
        maxLength={80}
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
    </form>
  );
}

/** One passkey: its name, when it was added and last used, whether it syncs; rename and remove. */
export function PasskeyRow({
  passkey,
  onRenamed,
  onRemove,
}: {
  passkey: Passkey;
  onRenamed: (name: string) => void;
  onRemove: () => void;
}) {
  const [isRenaming, setIsRenaming] = useState(false);
  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
          <div className="min-w-0 text-sm">
            <p className="break-words font-semibold text-slate-900">
              {passkey.name}
              {passkey.isSynced ? (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
                  <Cloud className="size-3" aria-hidden />
                  Synced
                </span>
              ) : null}
            </p>
            <p className="text-slate-600">
              Added {formatDateTime(passkey.createdAt)} ·{" "}
              {passkey.lastUsedAt
                ? `Last used ${formatDateTime(passkey.lastUsedAt)}`
                : "Not used yet"}
            </p>
          </div>
        </div>
        {isRenaming ? null : (
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" onClick={() => setIsRenaming(true)}>
              Rename<span className="sr-only"> {passkey.name}</span>
            </Button>
            <Button variant="secondary" onClick={onRemove}>
              Remove<span className="sr-only"> {passkey.name}</span>
            </Button>
          </div>
        )}
      </div>
      {isRenaming ? (
        <RenameForm passkey={passkey} onRenamed={onRenamed} onDone={() => setIsRenaming(false)} />
      ) : null}
    </li>
  );
}
