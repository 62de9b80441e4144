/**
 * Where to land after signing in: only a path of this site. "//host" and "/\host" are refused because
 * browsers read both as another origin, and control characters because URL parsers drop them (a tab
 * could hide a "//"). Shared by the server, which checks again what a link carried, and the pages.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/app"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\"))
    return fallback;
  const hasControl = [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (hasControl) return fallback;
  // Whatever the spelling, the browser must resolve it on our own origin.
  const base = "http://vitalog.invalid";
  const url = new URL(next, base);
  // Given back as the parser wrote it: percent-encoded, so a Location header can always carry it
  // (Node refuses a header holding "ā").
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
