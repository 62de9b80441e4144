import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  lastUpdated?: string;
  sections: readonly LegalSection[];
}

/** The frame of the terms and the privacy policy: title, contents, numbered sections, way home. */
export function LegalPage({ title, intro, lastUpdated, sections }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lastUpdated ? (
        <p className="mt-2 text-sm text-slate-600">Last updated: {lastUpdated}</p>
      ) : null}
      <div className="mt-6 text-slate-700">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Contents</h2>
        <ol className="mt-3 list-decimal pl-5 text-sm leading-6 sm:columns-2 sm:gap-10">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-8">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-6"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/**
 * The terms' "Last updated" line ("November 22, 2026", spec section 1). Deliberately not lib/format's
 * formatDate, which follows the reader's locale: this page is prerendered at build time in the build
 * machine's locale and redrawn instead of hydrated only when the day differs (prerender/pages.ts), so
 * a reader in another locale would hydrate different text and React would throw the markup away. The
 * terms are written in US English, and their date is written the same way for every reader.
 */
const TERMS_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
});

export const formatToday = (): string => TERMS_DATE.format(new Date());

const LEGAL_DAY = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * A fixed day ("2026-11-22") written like the terms' date ("November 22, 2026"): the same text for
 * every reader, every day and every time zone (read in UTC), so the prerendered page always hydrates.
 */
export const formatLegalDay = (isoDay: string): string =>
  LEGAL_DAY.format(new Date(`${isoDay}T00:00:00Z`));
