import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import {
  SlaTargetsForm,
  toSlaDuration,
  type SlaTargetsBody,
  type SlaTargetsFormInput,
} from "../../../contract/ticket-sla";
import { formatSlaMinutes } from "../../../domain/sla-text";
import { PRIORITY_LABELS, TICKET_PRIORITIES, type TicketPriority } from "../../../domain/tickets";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { usePermissions } from "../staff-context";
import { useSaveSlaTargets, useSlaTargets } from "./sla-targets-api";

const TARGETS = [
  { key: "firstResponse", field: "firstResponseMinutes", label: "First response" },
  { key: "resolution", field: "resolutionMinutes", label: "Resolution" },
] as const;

/** The server's and the form's checks on whole targets, by priority and field ("urgent.resolutionMinutes"). */
const TARGET_FIELDS = TICKET_PRIORITIES.flatMap((p) => TARGETS.map((t) => `${p}.${t.field}`));

/**
 * SLA targets per priority (issue 16): how long until the first public reply and until resolution.
 * Seen with settings.view; saved with settings.edit (the server refuses anyone else).
 */
export function SlaTargetsCard() {
  const canEdit = usePermissions().can("settings.edit");
  const targets = useSlaTargets();
  return (
    <section aria-labelledby="sla-targets" className="mt-8 flex flex-col gap-3">
      <h2 id="sla-targets" className="text-lg font-semibold text-slate-900">
        Support SLA targets
      </h2>
      <p className="text-sm text-slate-700">
        Time from a ticket&apos;s opening to the first public staff reply, and to its resolution.
        Time waiting on the customer does not count towards resolution.
      </p>
      {targets.isPending ? (
        <Spinner label="Loading SLA targets..." />
      ) : targets.isError ? (
        <LoadError
          message={loadErrorText("SLA targets", targets.error)}
          onRetry={targets.refetch}
          isRetrying={targets.isFetching}
        />
      ) : canEdit ? (
        <TargetsForm targets={targets.data.targets} />
      ) : (
        <TargetsTable targets={targets.data.targets} />
      )}
    </section>
  );
}

function TargetsTable({ targets }: { targets: SlaTargetsBody }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">SLA targets by priority</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {["Priority", ...TARGETS.map((t) => t.label)].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {TICKET_PRIORITIES.map((p) => (
            <tr key={p}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {PRIORITY_LABELS[p]}
              </th>
              {TARGETS.map((t) => (
                <td key={t.key} className="px-3 py-2 text-slate-800">
                  {formatSlaMinutes(targets[p][t.field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-3 py-2 text-xs text-slate-600">
        Changing them needs the settings.edit permission.
      </p>
    </div>
  );
}

const toFormValues = (targets: SlaTargetsBody): SlaTargetsFormInput =>
  Object.fromEntries(
    TICKET_PRIORITIES.map((p) => [
      p,
      {
        firstResponse: toSlaDuration(targets[p].firstResponseMinutes),
        resolution: toSlaDuration(targets[p].resolutionMinutes),
      },
    ]),
  ) as SlaTargetsFormInput;

/** The message on a whole target (its two inputs together), from the form's check or the server's. */
function targetError(
  errors: FieldErrors<SlaTargetsFormInput>,
  priority: TicketPriority,
  field: (typeof TARGETS)[number]["field"],
): string | undefined {
  const byPriority = errors[priority] as
    Record<string, { message?: string } | undefined> | undefined;
  return byPriority?.[field]?.message;
}

function TargetsForm({ targets }: { targets: SlaTargetsBody }) {
  const save = useSaveSlaTargets();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const form = useForm<SlaTargetsFormInput, unknown, SlaTargetsBody>({
    resolver: zodResolver(SlaTargetsForm),
    defaultValues: toFormValues(targets),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      await save.mutateAsync(body);
      setMessage({
        tone: "success",
        text: "SLA targets saved. Every open ticket's time left now follows them.",
      });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, TARGET_FIELDS);
      if (text) setMessage({ tone: "error", text });
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      {TICKET_PRIORITIES.map((p) => (
        <fieldset
          key={p}
          className="grid gap-3 border-b border-slate-100 pb-4 last:border-b-0 sm:grid-cols-2"
        >
          <legend className="mb-2 text-base font-semibold text-slate-900">
            {PRIORITY_LABELS[p]}
          </legend>
          {TARGETS.map((t) => {
            const error = targetError(errors, p, t.field);
            const errorId = `sla-${p}-${t.key}-error`;
            return (
              <fieldset
                key={t.key}
                aria-describedby={error ? errorId : undefined}
                className="min-w-0"
              >
                <legend className="mb-1 text-sm font-medium text-slate-800">{t.label}</legend>
                <div className="grid grid-cols-2 gap-2">
                  <TextField
                    label="Hours"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    error={errors[p]?.[t.key]?.hours?.message}
                    aria-invalid={error ? true : undefined}
                    {...form.register(`${p}.${t.key}.hours`, { valueAsNumber: true })}
                  />
                  <TextField
                    label="Minutes"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={59}
                    step={1}
                    error={errors[p]?.[t.key]?.minutes?.message}
                    aria-invalid={error ? true : undefined}
                    {...form.register(`${p}.${t.key}.minutes`, { valueAsNumber: true })}
                  />
                </div>
                {error ? (
                  <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          })}
        </fieldset>
      ))}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save SLA targets"}
        </Button>
      </div>
    </form>
  );
}
