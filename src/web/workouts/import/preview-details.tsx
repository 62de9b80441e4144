import type { ImportPreview } from "../../../contract/workout-import";
import { formatDate } from "../../lib/format";

/** A long history would make a page of thousands of rows: the first ones show what the file holds. */
const ROWS_SHOWN = 100;
const ERRORS_SHOWN = 50;

/** `isImported`: the file was imported, and the lines listed were skipped rather than about to be. */
export function PreviewDetails({
  preview,
  isImported,
}: {
  preview: ImportPreview;
  isImported: boolean;
}) {
  const rows = preview.workouts.slice(0, ROWS_SHOWN);
  return (
    <div className="grid gap-4">
      {preview.workouts.length > 0 ? (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Workouts in the file</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-[28%] px-2 py-2 sm:px-3">
                  Date
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Name
                </th>
                <th scope="col" className="w-[17%] px-2 py-2 text-right sm:px-3">
                  <span className="sm:hidden">Ex.</span>
                  <span className="hidden sm:inline">Exercises</span>
                </th>
                <th scope="col" className="w-[13%] px-2 py-2 text-right sm:px-3">
                  Sets
                </th>
                <th scope="col" className="w-[22%] px-2 py-2 sm:px-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((w, i) => (
                <tr key={`${w.date}-${w.name ?? ""}-${i}`}>
                  <td className="px-2 py-2 text-slate-900 sm:px-3">
                    {formatDate(w.date, "medium")}
                  </td>
                  <td className="break-words px-2 py-2 text-slate-800 sm:px-3">
                    {w.name ?? "Workout"}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums sm:px-3">{w.exercises}</td>
                  <td className="px-2 py-2 text-right tabular-nums sm:px-3">{w.sets}</td>
                  <td className="px-2 py-2 sm:px-3">
                    {w.duplicate ? (
                      <span className="text-slate-600">Already imported</span>
                    ) : (
                      <span className="font-medium text-green-800">New</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.counts.workouts > rows.length ? (
            <p className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
              and {preview.counts.workouts - rows.length} more workouts
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">No workouts could be read from this file.</p>
      )}
      {preview.newExercises.length > 0 ? (
        <section aria-labelledby="new-exercises-heading">
          <h3 id="new-exercises-heading" className="text-sm font-semibold text-slate-900">
            New exercises ({preview.newExercises.length})
          </h3>
          <p className="text-sm text-slate-600">
            Our library has no exercise of these names: each becomes one of your own.
          </p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {preview.newExercises.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {preview.errors.length > 0 ? (
        <section aria-labelledby="line-errors-heading">
          <h3 id="line-errors-heading" className="text-sm font-semibold text-slate-900">
            {isImported ? "Lines skipped" : "Lines that will be skipped"} ({preview.counts.errors})
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-red-800">
            {preview.errors.slice(0, ERRORS_SHOWN).map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
          {preview.counts.errors > Math.min(ERRORS_SHOWN, preview.errors.length) ? (
            <p className="text-sm text-slate-600">
              and {preview.counts.errors - Math.min(ERRORS_SHOWN, preview.errors.length)} more
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
