import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SavedReplyBody, type SavedReply } from "../../../contract/chat";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useSaveSavedReply } from "./mutations";

/** Add a saved reply to a department, or edit one; a shortcut taken in the department is refused under its field. */
export function SavedReplyForm({
  departmentId,
  reply,
  onDone,
}: {
  departmentId: string;
  reply: SavedReply | null;
  onDone: () => void;
}) {
  const save = useSaveSavedReply();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SavedReplyBody>({
    resolver: zodResolver(SavedReplyBody),
    defaultValues: { departmentId, shortcut: reply?.shortcut ?? "", body: reply?.body ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: reply?.id ?? null, body });
      form.reset({ departmentId, shortcut: "", body: "" });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ["shortcut", "body", "departmentId"]));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h4 className="text-sm font-semibold text-slate-900">
        {reply ? `Edit /${reply.shortcut}` : "Add a saved reply"}
      </h4>
      <TextField
        label="Shortcut"
        placeholder="refund-status"
        autoComplete="off"
        spellCheck={false}
        hint="Typed after / in a chat: letters, digits and dashes."
        error={errors.shortcut?.message}
        {...form.register("shortcut")}
      />
      <TextArea
        label="Reply text"
        rows={3}
        error={errors.body?.message}
        {...form.register("body")}
      />
      {errors.departmentId?.message ? (
        <Alert tone="error">{errors.departmentId.message}</Alert>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : reply ? "Save reply" : "Add reply"}
        </Button>
        {reply ? (
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
