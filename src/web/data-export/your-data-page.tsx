import type { ReactNode } from "react";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { ARCHIVE_PATH } from "../../contract/data-export";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { SettingsNav } from "../settings/settings-nav";
import { CsvDownloads } from "./csv-downloads";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

const linkClass = "font-medium text-brand-800 underline hover:text-brand-900";

/** Settings → Your data: the archive for everyone, CSVs by plan, and the ways to bring data in. */
export function YourDataPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your data"
        description="Take a copy of everything you have logged, or bring in history from elsewhere."
      />
      <SettingsNav />
      <div className="grid gap-6">
        <Section
          id="archive-heading"
          title="Download everything"
          description="One JSON file with your profile, goals, every weigh-in, meal, drink, workout and routine, your foods and recipes, support tickets and chats, signed-in devices and the account history about you. It is yours on every plan."
        >
          <a href={ARCHIVE_PATH} download className={buttonClass("primary")}>
            <Download className="size-4" aria-hidden />
            Download everything (JSON)
          </a>
        </Section>
        <Section
          id="csv-heading"
          title="Spreadsheets (CSV)"
          description="One file per tracker, ready for Excel, Numbers or Google Sheets."
        >
          <CsvDownloads />
        </Section>
        <Section
          id="import-heading"
          title="Bring data in"
          description="Move your history here from another app or a spreadsheet."
        >
          <ul className="grid gap-2 text-sm">
            <li>
              <Link to="/app/weight/import" className={linkClass}>
                Import weight history from a CSV file
              </Link>{" "}
              (also MyFitnessPal's weight export)
            </li>
            <li>
              <Link to="/app/workouts/import" className={linkClass}>
                Import or export workouts
              </Link>{" "}
              in the Strong, Hevy or FitNotes format
            </li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
