/**
 * The public pages written to HTML at build time (scripts/vite-prerender.ts), so a visitor sees them
 * before any script has run (issue 11). Each is saved as `prerendered/<file>` in the build; the server
 * keeps the same list (src/server/http/spa.ts, which may not import the web app; spa.test.ts compares).
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/login", file: "login.html" },
  { path: "/signup", file: "signup.html" },
  { path: "/terms", file: "terms.html" },
  { path: "/privacy", file: "privacy.html" },
  { path: "/help", file: "help.html" },
] as const;

/** Where the build keeps them: a folder of their own, so none is served at a URL of its own. */
export const PRERENDERED_DIR = "prerendered";

/**
 * The calendar day, in the local time zone, that a page was drawn on. The public pages show dates
 * of "today" (the terms' "Last updated", the footer's year, the birthday field's latest day), so a
 * page prerendered on another day than the visitor's is drawn afresh instead of hydrated: its text
 * would not match, and React would report it and throw the markup away anyway.
 */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The attribute of #root that carries it (data-prerendered-day, read as dataset.prerenderedDay). */
export const DAY_ATTRIBUTE = "data-prerendered-day";
