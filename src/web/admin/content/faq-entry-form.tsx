import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FaqEntryBody } from "../../../contract/admin-content";
import { HELP_CATEGORIES, type FaqEntry } from "../../../contract/help";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useFaqMutation } from "./faq-api";

const FIELDS = ["category", "question", "answer", "sortOrder"] as const;
const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** Create or edit one help-centre entry; `{product}` in the text becomes the product name on /help. */
export function FaqEntryForm({
  entry,
  nextSortOrder,
  onDone,
}: {
  entry: FaqEntry | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const categoryId = useId();
  const answerId = useId();
  const { save } = useFaqMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FaqEntryBody>({
    resolver: zodResolver(FaqEntryBody),
    defaultValues: entry ?? {
      category: "Getting Started",
      question: "",
      answer: "",
      sortOrder: nextSortOrder,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">{entry ? "Edit entry" : "New entry"}</h2>
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-slate-800">
          Category
        </label>
        <select id={categoryId} className={fieldClass} {...form.register("category")}>
          {HELP_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.category.message}
          </p>
        ) : null}
      </div>
      <TextField label="Question" error={errors.question?.message} {...form.register("question")} />
      <div>
        <label htmlFor={answerId} className="mb-1 block text-sm font-medium text-slate-800">
          Answer
        </label>
        <textarea
          id={answerId}
          rows={5}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={`${answerId}-hint`}
          className={fieldClass}
          {...form.register("answer")}
        />
        <p id={`${answerId}-hint`} className="mt-1 text-xs text-slate-600">
          Write {"{product}"} where the product name should appear.
        </p>
        {errors.answer ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.answer.message}
          </p>
        ) : null}
      </div>
      <TextField
        label="Sort order"
        type="number"
        min={0}
        step={1}
        className="max-w-40"
        error={errors.sortOrder?.message}
        {...form.register("sortOrder", { valueAsNumber: true })}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
