/**
 * Where to go after signing in: only a path on this site. "//host" and "/\host" are refused because
 * browsers read both as another origin.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return "/app";
  // Control characters (tabs, new lines) are dropped by URL parsers and could hide a "//".
  const hasControl = [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return hasControl ? "/app" : next;
}
