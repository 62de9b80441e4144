import { FileSpreadsheet } from "lucide-react";
import { TRACKER_CSV, type ExportTracker } from "../../contract/data-export";
import { urlOf } from "../../contract/endpoint";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { PlanLimitNotice } from "../components/plan-limit-notice";
import { Spinner } from "../components/ui/spinner";
import { useExportAvailability } from "./api/get-export-availability";

const FILES: { tracker: ExportTracker; label: string; description: string }[] = [
  {
    tracker: "meals",
    label: "Meals",
    description: "Every food you logged, with its amount, calories and 16 nutrients.",
  },
  {
    tracker: "weight",
    label: "Weight",
    description: "Every weigh-in in kilograms and your unit, with body fat and notes.",
  },
  {
    tracker: "water",
    label: "Water",
    description: "Every drink, with the day and time you logged it.",
  },
  {
    tracker: "workouts",
    label: "Workouts",
    description: "One row per set: exercise, set kind, reps, weight, time and distance.",
  },
];

/**
 * The four CSV downloads when the plan has CSV export; otherwise the plan-limit notice, shown
 * before anyone clicks rather than after a refused download. A plain link downloads with the
 * session cookie, so no script has to hold the file.
 */
export function CsvDownloads() {
  const { data, isPending, isError } = useExportAvailability();
  if (isPending) return <Spinner />;
  if (isError)
    return (
      <Alert tone="error">
        Could not check whether your plan includes CSV export. Reload the page to try again.
      </Alert>
    );
  if (!data.csv)
    return data.planLimit ? <PlanLimitNotice details={data.planLimit} isInputKept={false} /> : null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="CSV files">
      {FILES.map((file) => (
        <li
          key={file.tracker}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
        >
          <p className="text-sm text-slate-700">{file.description}</p>
          <a
            href={urlOf(TRACKER_CSV[file.tracker])}
            download
            className={buttonClass("secondary", "mt-auto self-start")}
          >
            <FileSpreadsheet className="size-4" aria-hidden />
            {file.label} (CSV)
          </a>
        </li>
      ))}
    </ul>
  );
}
