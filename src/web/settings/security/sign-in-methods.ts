import { PROVIDER_LABELS, type SignInMethod } from "../../../contract/providers";
import { providerErrorMessage, providerFromParam } from "../../auth/provider-errors";
import { formatDate } from "../../lib/format";

/** "Password", "Google", … */
export function methodName(kind: SignInMethod["kind"]): string {
  return kind === "password" ? "Password" : PROVIDER_LABELS[kind];
}

/** The dates of a method as one line: "Linked 3 Nov 2026 · last used 25 Nov 2026". */
export function methodDates(method: SignInMethod): string {
  const parts: string[] = [];
  if (method.createdAt)
    parts.push(
      `${method.kind === "password" ? "Set" : "Linked"} ${formatDate(method.createdAt, "medium")}`,
    );
  if (method.lastUsedAt) parts.push(`last used ${formatDate(method.lastUsedAt, "medium")}`);
  else if (method.kind !== "password") parts.push("not used to sign in yet");
  const line = parts.join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

export interface SettingsNotice {
  tone: "success" | "error";
  text: string;
}

/**
 * What a provider round trip started from Settings came back with: /app/settings?linked=<provider>
 * or ?error=<code>[&provider=<provider>] (contract/providers.ts). Null when the URL carries neither.
 */
export function noticeFromParams(params: URLSearchParams): SettingsNotice | null {
  const linked = providerFromParam(params.get("linked"));
  if (linked)
    return {
      tone: "success",
      text: `${PROVIDER_LABELS[linked]} is linked. You can now sign in with it.`,
    };
  const error = params.get("error");
  if (error)
    return {
      tone: "error",
      text: providerErrorMessage(error, providerFromParam(params.get("provider")), "link"),
    };
  return null;
}

/** The query string without the round trip's answer, once it has been shown. */
export function withoutNoticeParams(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of ["linked", "error", "provider"]) rest.delete(name);
  const query = rest.toString();
  return query ? `?${query}` : "";
}
