/**
 * The public pages every web build writes as HTML (scripts/vite-prerender.ts), so a visitor sees them
 * before any script has run (issue 11), and which the server answers with that file
 * (src/server/http/spa.ts). Each is `<PRERENDERED_DIR>/<file>` in the build: a folder of their own,
 * so none is served at a URL of its own.
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "index.html" },
  { path: "/login", file: "login.html" },
  { path: "/signup", file: "signup.html" },
  { path: "/terms", file: "terms.html" },
  { path: "/privacy", file: "privacy.html" },
  { path: "/help", file: "help.html" },
] as const;

export const PRERENDERED_DIR = "prerendered";
