import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TicketMessageBody } from "../../../contract/tickets";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { applyServerErrors } from "../../lib/form-errors";
import { TextArea } from "../../components/ui/text-area";
import { insertSavedReply } from "../live-chat/slash-commands";
import { useStaffReply } from "./api";
import { SavedReplyPicker } from "./saved-reply-picker";

/**
 * A reply (e-mailed to the customer) or, with the box ticked, an internal note only staff see. A saved
 * reply goes in where the caret was (over the selected text), and the caret after it.
 */
export function StaffReplyForm({ id, departmentId }: { id: string; departmentId: string | null }) {
  const reply = useStaffReply();
  const textBox = useRef<HTMLTextAreaElement | null>(null);
  const [isInternal, setIsInternal] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TicketMessageBody>({
    resolver: zodResolver(TicketMessageBody),
    defaultValues: { body: "" },
  });
  const submit = form.handleSubmit(async ({ body }) => {
    setFormError(null);
    try {
      await reply.mutateAsync({ id, body, internal: isInternal });
      // Clear only what was sent: the live socket can show the message in the thread before this
      // answer arrives, and whatever the agent has typed since (the next reply) must stay.
      if (form.getValues("body").trim() === body) form.reset({ body: "" });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ["body"]));
    }
  });
  const { ref: registerBody, ...bodyField } = form.register("body");
  const insert = (body: string) => {
    const text = form.getValues("body");
    const box = textBox.current;
    const at = {
      start: box?.selectionStart ?? text.length,
      end: box?.selectionEnd ?? text.length,
      query: "",
    };
    const next = insertSavedReply(text, at, body);
    form.setValue("body", next.text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    box?.focus();
    box?.setSelectionRange(next.caret, next.caret);
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${isInternal ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
    >
      <SavedReplyPicker departmentId={departmentId} onPick={insert} />
      <TextArea
        label={isInternal ? "Internal note" : "Reply to customer"}
        rows={4}
        error={form.formState.errors.body?.message}
        {...bodyField}
        ref={(el) => {
          registerBody(el);
          textBox.current = el;
        }}
      />
      <Checkbox
        label="Internal note (only staff see it; no e-mail is sent)"
        checked={isInternal}
        onChange={(e) => setIsInternal(e.target.checked)}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Sending..." : isInternal ? "Add note" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
