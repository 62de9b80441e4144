import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Eye, Upload } from "lucide-react";
import type { WeightUnit } from "../../contract/weight";
import type { WeightImportBody } from "../../contract/weight-import";
import {
  describeFileLimit,
  fileTooLargeMessage,
  IMPORT_FILE_LIMITS,
} from "../../contract/import-limits";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { SelectField } from "../components/ui/select-field";
import { Spinner } from "../components/ui/spinner";
import { TextArea } from "../components/ui/text-area";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { isApiError } from "../lib/api-client";
import { useWeight } from "../weight/api/get-weight";
import { UNIT_LABELS } from "../weight/weight-values";
import { useImportWeight, usePreviewWeightImport } from "./api/import-weight";
import { ImportPreviewDetails } from "./import-preview";

type DateOrderChoice = "auto" | "dmy" | "mdy";

const DATE_ORDERS: { value: DateOrderChoice; label: string }[] = [
  { value: "auto", label: "Work it out from the file" },
  { value: "dmy", label: "Day first: 03/04/2024 is 3 April" },
  { value: "mdy", label: "Month first: 03/04/2024 is March 4" },
];

export function WeightImportPage() {
  return (
    <>
      <PageHeader
        title="Import weight history"
        description="Bring your weigh-ins from a spreadsheet or MyFitnessPal. Days you have already logged are skipped, so importing a file twice adds nothing."
        actions={
          <Link to="/app/weight" className={buttonClass("secondary")}>
            Back to weight
          </Link>
        }
      />
      <ImportCard />
    </>
  );
}

function ImportCard() {
  const weight = useWeight();
  const preview = usePreviewWeightImport();
  const run = useImportWeight();
  const [csv, setCsv] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  // Null until the user chooses: never the user's own unit, as a pound file read as kg looked right
  // to nobody. The server reads weights that name their unit (a cell, a "Weight (lbs)" header) and asks for the rest.
  const [unit, setUnit] = useState<WeightUnit | null>(null);
  const [dateOrder, setDateOrder] = useState<DateOrderChoice>("auto");
  const shownUnit = weight.data?.unit ?? unit ?? "kg";

  const bodyOf = (
    overrides: { csv?: string; unit?: WeightUnit; dateOrder?: DateOrderChoice } = {},
  ): WeightImportBody => {
    const order = overrides.dateOrder ?? dateOrder;
    return {
      csv: overrides.csv ?? csv,
      unit: overrides.unit ?? unit,
      dateOrder: order === "auto" ? null : order,
    };
  };

  function showPreview(body: WeightImportBody) {
    run.reset();
    preview.mutate(body);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    // Told before uploading: the server would refuse it with the same words.
    if (file.size > IMPORT_FILE_LIMITS.weight.maxBytes) {
      setFileError(fileTooLargeMessage(IMPORT_FILE_LIMITS.weight));
      return;
    }
    const text = await file.text();
    setCsv(text);
    showPreview(bodyOf({ csv: text }));
  }

  // Typing makes the table out of date: it goes until Preview is pressed, so Import never runs on text it did not show.
  function editText(text: string) {
    setCsv(text);
    if (preview.data || preview.error) preview.reset();
    if (run.data || run.error) run.reset();
  }

  // A changed option reads the file again, so the table always shows what Import would do.
  function changeUnit(next: WeightUnit) {
    setUnit(next);
    if (preview.data && csv !== "") showPreview(bodyOf({ unit: next }));
  }
  function changeDateOrder(next: DateOrderChoice) {
    setDateOrder(next);
    if (preview.data && csv !== "") showPreview(bodyOf({ dateOrder: next }));
  }

  function startImport() {
    const body = bodyOf();
    // Read again once imported, so the table marks what is now in the log.
    run.mutate(body, { onSuccess: () => preview.mutate(body) });
  }

  const data = preview.data;
  const previewFields = isApiError(preview.error) ? preview.error.fields : {};
  const limit = planLimitOf(run.error);
  const canImport =
    data !== undefined &&
    !data.needsUnit &&
    data.counts.new > 0 &&
    !run.isPending &&
    !preview.isPending;
  const unitError =
    previewFields.unit ??
    (data?.needsUnit ? "Choose the unit of this file's weights to see them" : undefined);

  return (
    <Card>
      <div className="grid gap-4">
        <p className="text-sm text-slate-600">
          A CSV file with a date and a weight column (<code>date,weight,unit</code>; the unit kg, lb
          or st on each line, or chosen below), or MyFitnessPal&apos;s export (
          <code>Date,Body Fat %,Weight</code>: Settings, Export data, Measurements). Dates as
          YYYY-MM-DD are best. {describeFileLimit(IMPORT_FILE_LIMITS.weight)}
        </p>
        <div>
          <label
            htmlFor="weight-csv-file"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            CSV file
          </label>
          <input
            id="weight-csv-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void chooseFile(event)}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
          {fileError ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
        <TextArea
          label="Or paste the file's text"
          rows={5}
          value={csv}
          onChange={(event) => editText(event.target.value)}
          error={previewFields.csv}
          spellCheck={false}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Weights without a unit are in"
            value={unit ?? ""}
            onChange={(event) => changeUnit(event.target.value as WeightUnit)}
            error={unitError}
            hint={
              data?.format === "myfitnesspal"
                ? "MyFitnessPal's export does not say: choose the unit you use there."
                : undefined
            }
          >
            <option value="" disabled>
              Choose kg, lb or st
            </option>
            {(["kg", "lb", "st"] as const).map((u) => (
              <option key={u} value={u}>
                {UNIT_LABELS[u]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Dates like 03/04/2024"
            value={dateOrder}
            onChange={(event) => changeDateOrder(event.target.value as DateOrderChoice)}
            error={previewFields.dateOrder}
            options={DATE_ORDERS}
          />
        </div>
        <div>
          <Button
            variant="secondary"
            onClick={() => showPreview(bodyOf())}
            disabled={csv.trim() === "" || preview.isPending}
          >
            <Eye aria-hidden className="h-4 w-4" />
            Preview
          </Button>
        </div>
      </div>
      <div className="mt-6 grid gap-4" aria-live="polite">
        {preview.isPending ? <Spinner label="Reading the file…" /> : null}
        {preview.isError &&
        !previewFields.csv &&
        !previewFields.unit &&
        !previewFields.dateOrder ? (
          <Alert tone="error">{preview.error.message}</Alert>
        ) : null}
        {data ? (
          <>
            {data.format === "myfitnesspal" ? (
              <p className="text-sm text-slate-800">
                A <strong>MyFitnessPal</strong> export.
              </p>
            ) : null}
            {data.needsUnit ? (
              <Alert tone="warning">
                This file does not say whether its weights are in kg, lb or st. Choose “Weights
                without a unit are in” above to read them; nothing is imported until you do.
              </Alert>
            ) : null}
            {data.needsDateOrder ? (
              <Alert tone="warning">
                Some dates could be day/month or month/day. Choose the order of “Dates like
                03/04/2024” above to read them.
              </Alert>
            ) : null}
            <ImportPreviewDetails preview={data} unit={shownUnit} isImported={run.isSuccess} />
            {run.isSuccess ? null : (
              <div>
                <Button onClick={startImport} disabled={!canImport}>
                  <Upload aria-hidden className="h-4 w-4" />
                  {run.isPending
                    ? "Importing…"
                    : data.needsUnit
                      ? "Choose the unit to import"
                      : data.counts.new > 0
                        ? `Import ${data.counts.new} ${data.counts.new === 1 ? "weigh-in" : "weigh-ins"}`
                        : "Nothing new to import"}
                </Button>
              </div>
            )}
          </>
        ) : null}
        {limit ? (
          <PlanLimitNotice details={limit} isInputKept />
        ) : run.error ? (
          <Alert tone="error">{run.error.message}</Alert>
        ) : null}
        {run.data ? (
          <Alert tone="success">
            Imported {run.data.imported} {run.data.imported === 1 ? "weigh-in" : "weigh-ins"}
            {run.data.skipped > 0
              ? `; ${run.data.skipped} already logged ${run.data.skipped === 1 ? "was" : "were"} skipped`
              : ""}
            {run.data.kept > 0
              ? `; ${run.data.kept} ${run.data.kept === 1 ? "day" : "days"} you had logged with another weight kept yours`
              : ""}
            {run.data.errors > 0
              ? `; ${run.data.errors} ${run.data.errors === 1 ? "line" : "lines"} could not be read`
              : ""}
            .{" "}
            <Link to="/app/weight" className="font-medium underline">
              See your weight
            </Link>
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
