import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CopyBody } from "../../contract/meals";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useCopyEntries } from "./api/diary";

const ToDate = CopyBody.pick({ toDate: true });
type Values = { toDate: string };

interface CopyDayFormProps {
  /** The day shown, copied whole. */
  fromDate: string;
  /** "tomorrow", "Monday 3 June": how the success message names the target day. */
  describeDay: (date: string) => string;
  onCopied: () => void;
  /** The page shows a plan-limit refusal with its own notice, so that error is handed up. */
  onLimit: (error: unknown) => void;
  isLimit: (error: unknown) => boolean;
}

/** Copies the whole day shown to any other day (a meal plan repeated, a day logged on the wrong date). */
export function CopyDayForm({ fromDate, describeDay, onCopied, onLimit, isLimit }: CopyDayFormProps) {
  const copy = useCopyEntries();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(ToDate),
    defaultValues: { toDate: "" },
  });
  const onSubmit = handleSubmit(async ({ toDate }) => {
    setDone(null);
    try {
      const { copied } = await copy.mutateAsync({ fromDate, toDate });
      setDone(`Copied ${copied} ${copied === 1 ? "entry" : "entries"} to ${describeDay(toDate)}.`);
      onCopied();
    } catch (error) {
      if (isLimit(error)) return onLimit(error);
      // "Nothing was logged that day" names fromDate, which has no input here: it shows on the date box.
      const message = applyServerErrors<Values>(error, setError, ["toDate"]);
      if (message) setError("toDate", { type: "server", message });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <TextField type="date" label="Copy this whole day to" className="w-48" error={errors.toDate?.message} {...register("toDate")} />
        <Button type="submit" variant="secondary" className="mt-6" disabled={isSubmitting}>
          Copy day
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-800">
        {done}
      </p>
    </form>
  );
}
