import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AddTicketTagBody } from "../../../contract/ticket-triage";
import type { TicketDetail } from "../../../contract/tickets";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useAddTicketTag, useRemoveTicketTag, useTicketTags } from "./triage-api";

/** The ticket's tags, each removable, and a box to add one with the tags in use as suggestions. */
export function TicketTags({ ticket }: { ticket: TicketDetail }) {
  const remove = useRemoveTicketTag();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      {ticket.tags.length === 0 ? (
        <p className="text-slate-600">No tags</p>
      ) : (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {ticket.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-0.5 break-all rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-2 pr-0.5 text-xs font-medium text-slate-800"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={remove.isPending}
                onClick={() => {
                  setError(null);
                  remove.mutate(
                    { id: ticket.id, tag },
                    { onError: (err) => setError(err.message) },
                  );
                }}
                className="rounded-full p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-300"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <AddTagForm id={ticket.id} />
    </div>
  );
}

function AddTagForm({ id }: { id: string }) {
  const add = useAddTicketTag();
  const suggestions = useTicketTags();
  const listId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof AddTicketTagBody>,
    unknown,
    z.output<typeof AddTicketTagBody>
  >({ resolver: zodResolver(AddTicketTagBody), defaultValues: { tag: "" } });
  const submit = form.handleSubmit(async ({ tag }) => {
    setFormError(null);
    try {
      await add.mutateAsync({ id, tag });
      form.reset({ tag: "" });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ["tag"]));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label="Add tag"
          className="min-w-0 flex-1"
          list={listId}
          autoComplete="off"
          maxLength={64}
          error={form.formState.errors.tag?.message}
          {...form.register("tag")}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={form.formState.isSubmitting}
          className="mb-px"
        >
          {form.formState.isSubmitting ? "Adding..." : "Add"}
        </Button>
      </div>
      <datalist id={listId}>
        {(suggestions.data?.tags ?? []).map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {formError ? (
        <p role="alert" className="text-xs text-red-700">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
