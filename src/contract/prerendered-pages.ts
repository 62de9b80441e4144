/**
 * The public pages every web build writes as HTML (scripts/vite-prerender.ts), so a visitor sees them
 * before any script has run (issue 11), and which the server answers with that file
 * (src/server/http/spa.ts). Each is `<PRERENDERED_DIR>/<file>` in the build: a folder of their own,
 * so none is served at a URL of its own.
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html", appLoads: "on-intent" },
  { path: "/login", file: "login.html", appLoads: "at-once" },
  { path: "/signup", file: "signup.html", appLoads: "at-once" },
  { path: "/terms", file: "terms.html", appLoads: "on-intent" },
  { path: "/privacy", file: "privacy.html", appLoads: "on-intent" },
  { path: "/help", file: "help.html", appLoads: "at-once" },
] as const satisfies readonly PrerenderedPage[];

/**
 * `appLoads`: when the app's script loads. "at-once" on pages with forms and search, which need it to
 * work; "on-intent" on pages read rather than used, whose controls are links: the app loads on the
 * visitor's first pointer, touch or key (src/web/app/deferred-start.ts, decision 013).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  appLoads: "at-once" | "on-intent";
}

export const PRERENDERED_DIR = "prerendered";
