/**
 * The locale every screen formats dates and numbers in: the browser's (navigator.language), as the
 * specs state no fixed format. en-US stands in where there is no navigator (tests in Node) or the
 * browser names a locale Intl does not know. Money is the exception (admin spec: US dollars).
 */
export const FALLBACK_LOCALE = "en-US";

let override: string | null = null;

export function appLocale(): string {
  if (override) return override;
  const wanted = typeof navigator === "undefined" ? undefined : navigator.language;
  if (!wanted) return FALLBACK_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([wanted])[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

/** For unit tests: format as `locale` until called again with null. */
export function setLocaleForTests(locale: string | null): void {
  override = locale;
}
