import type { WeightUnit } from "../../contract/weight";
import type {
  WeightCheck,
  WeightImportPreview,
  WeightImportStatus,
} from "../../contract/weight-import";
import { describeLimit } from "../../domain/plan-limits";
import { formatBodyWeight, formatDate } from "../lib/format";

/** A long history would make a page of thousands of rows: the first ones show what the file holds. */
const ROWS_SHOWN = 200;
const ERRORS_SHOWN = 100;

function StatusCell({
  status,
  loggedKg,
  unit,
}: {
  status: WeightImportStatus;
  loggedKg: number | null;
  unit: WeightUnit;
}) {
  if (status === "new") return <span className="font-medium text-green-800">New</span>;
  if (status === "same") return <span className="text-slate-600">Already logged, skipped</span>;
  return (
    <span className="text-amber-900">
      You logged {loggedKg === null ? "another weight" : formatBodyWeight(loggedKg, unit)}: yours is
      kept, skipped
    </span>
  );
}

const UNIT_NAMES = { kg: "kilograms", lb: "pounds" } as const;

/** Why a weight does not fit the user's own weigh-ins, in their unit. */
function implausibleMessage(check: WeightCheck, weightKg: number, unit: WeightUnit): string {
  const near = `your weigh-in of ${formatBodyWeight(check.nearKg, unit)} on ${formatDate(check.nearDate, "medium")}`;
  if (check.likelyUnit === "lb")
    return `2.2 times ${near}: are this file's weights in ${UNIT_NAMES.lb}?`;
  if (check.likelyUnit === "kg")
    return `Less than half ${near}: are this file's weights in ${UNIT_NAMES.kg}?`;
  const direction = weightKg > check.nearKg ? "more" : "less";
  return `${formatBodyWeight(Math.abs(weightKg - check.nearKg), unit)} ${direction} than ${near}: check the unit and the value`;
}

function Summary({ preview, isImported }: { preview: WeightImportPreview; isImported: boolean }) {
  const { counts, month } = preview;
  const parts = [
    `${counts.new} new`,
    `${counts.same} already logged`,
    `${counts.different} logged with another weight (yours kept)`,
    `${counts.errors} ${counts.errors === 1 ? "line" : "lines"} with an error`,
  ];
  const isOverLimit = month.limit !== -1 && month.used + month.adding > month.limit;
  return (
    <div className="grid gap-2 text-sm text-slate-800">
      <p>
        <strong>{isImported ? "Now in your log:" : "In this file:"}</strong> {parts.join(", ")}.
      </p>
      {counts.implausible > 0 ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          {counts.implausible} {counts.implausible === 1 ? "weigh-in differs" : "weigh-ins differ"}{" "}
          from your own weigh-ins by more than a body changes in that time. Check the unit of
          “Weights without a unit are in” before importing: the lines are marked below.
        </p>
      ) : null}
      {month.adding > 0 ? (
        <p className={isOverLimit ? "text-red-800" : "text-slate-600"}>
          {month.adding} of the new weigh-ins {month.adding === 1 ? "is" : "are"} dated this month
          {month.limit === -1
            ? "; your plan has no monthly limit."
            : ` and count toward your plan's ${describeLimit(month.limit)} weigh-ins a month (${month.used} used).`}
          {isOverLimit
            ? " They do not all fit, so the import would be refused: remove this month's lines or upgrade."
            : ""}
        </p>
      ) : (
        <p className="text-slate-600">
          Weigh-ins dated before this month are history: they do not count toward your plan&apos;s
          monthly limit.
        </p>
      )}
    </div>
  );
}

/** What the file holds line by line, as the server read it against the user's log. */
export function ImportPreviewDetails({
  preview,
  unit,
  isImported,
}: {
  preview: WeightImportPreview;
  unit: WeightUnit;
  isImported: boolean;
}) {
  const rows = preview.rows.slice(0, ROWS_SHOWN);
  return (
    <div className="grid gap-4">
      <Summary preview={preview} isImported={isImported} />
      {preview.rows.length > 0 ? (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Weigh-ins in the file</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-[14%] px-2 py-2 sm:w-[10%] sm:px-3">
                  Line
                </th>
                <th scope="col" className="w-[30%] px-2 py-2 sm:w-[22%] sm:px-3">
                  Date
                </th>
                <th scope="col" className="w-[22%] px-2 py-2 text-right sm:w-[16%] sm:px-3">
                  Weight
                </th>
                <th scope="col" className="hidden w-[14%] px-3 py-2 text-right sm:table-cell">
                  Body fat
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.line}>
                  <td className="px-2 py-2 tabular-nums text-slate-600 sm:px-3">{row.line}</td>
                  <td className="px-2 py-2 text-slate-900 sm:px-3">
                    {formatDate(row.date, "medium")}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums sm:px-3">
                    {formatBodyWeight(row.weightKg, unit)}
                  </td>
                  <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                    {row.bodyFatPct === null ? "–" : `${row.bodyFatPct}%`}
                  </td>
                  <td className="break-words px-2 py-2 sm:px-3">
                    <StatusCell status={row.status} loggedKg={row.loggedKg} unit={unit} />
                    {row.implausible ? (
                      <span className="mt-1 block font-medium text-red-800">
                        {implausibleMessage(row.implausible, row.weightKg, unit)}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.rows.length > ROWS_SHOWN ? (
            <p className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
              and {preview.rows.length - ROWS_SHOWN} more weigh-ins
            </p>
          ) : null}
        </div>
      ) : preview.needsUnit ? null : (
        <p className="text-sm text-slate-700">No weigh-in could be read from this file.</p>
      )}
      {preview.errors.length > 0 ? (
        <section aria-labelledby="weight-line-errors">
          <h3 id="weight-line-errors" className="text-sm font-semibold text-slate-900">
            {isImported ? "Lines skipped" : "Lines that will be skipped"} ({preview.errors.length})
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-red-800">
            {preview.errors.slice(0, ERRORS_SHOWN).map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
          {preview.errors.length > ERRORS_SHOWN ? (
            <p className="text-sm text-slate-600">
              and {preview.errors.length - ERRORS_SHOWN} more
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
