import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CopyBody } from "../../contract/meals";
import { planLimitOf } from "../components/plan-limit-notice";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import type { CopyEntriesMutation } from "./api/diary";

const ToDate = CopyBody.pick({ toDate: true });
type Values = { toDate: string };

interface CopyDayFormProps {
  /** The day shown, copied whole. */
  fromDate: string;
  /** The page's copy mutation: the page shows a plan-limit refusal of it with the diary's notice. */
  copy: CopyEntriesMutation;
  /** "tomorrow", "Monday 3 June": how the success message names the target day. */
  describeDay: (date: string) => string;
}

/** Copies the whole day shown to any other day (a meal plan repeated, a day logged on the wrong date). */
export function CopyDayForm({ fromDate, copy, describeDay }: CopyDayFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ToDate),
    defaultValues: { toDate: "" },
  });
  const onSubmit = handleSubmit(async ({ toDate }) => {
    try {
      await copy.mutateAsync({ fromDate, toDate });
    } catch (error) {
      if (planLimitOf(error)) return;
      // "Nothing was logged that day" names fromDate, which has no input here: it shows on the date box.
      const message = applyServerErrors<Values>(error, setError, ["toDate"]);
      if (message) setError("toDate", { type: "server", message });
    }
  });
  // Success is reported when the last copy was this form's (the buttons copy into the day shown, not from it).
  const last = copy.variables;
  const n = copy.data?.copied ?? 0;
  const done =
    copy.isSuccess && last?.fromDate === fromDate
      ? `Copied ${n} ${n === 1 ? "entry" : "entries"} to ${describeDay(last.toDate)}.`
      : null;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          type="date"
          label="Copy this whole day to"
          className="w-48"
          error={errors.toDate?.message}
          {...register("toDate")}
        />
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
