import { useSyncExternalStore } from "react";
import { isApiError } from "../../lib/api-client";

/**
 * What signing in and Settings share about the browser's side of passkeys. @simplewebauthn/browser
 * is imported only when a passkey is used, so pages that merely offer one stay light.
 */

/** Whether this browser can use passkeys at all (WebAuthn's PublicKeyCredential). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

const subscribeToNothing = () => () => {};

/**
 * browserSupportsPasskeys for a component. The login page is prerendered (no window there), so its
 * HTML says "no" and hydration agrees; the button appears once the app runs, which is also when it
 * can work, so the HTML never shows a dead one.
 */
export function useBrowserSupportsPasskeys(): boolean {
  return useSyncExternalStore(subscribeToNothing, browserSupportsPasskeys, () => false);
}

export const loadWebAuthn = () => import("@simplewebauthn/browser");

export const PASSKEY_PROMPT_MESSAGES = {
  alreadyOnDevice: "This device already holds a passkey for your account.",
  browserFailed: "Your browser could not use a passkey just now. Try again, or use another way.",
} as const;

/**
 * A failed passkey step in words. Closing the browser's prompt (NotAllowedError; AbortError when
 * it is withdrawn) is the user changing their mind, not an error: `cancelled` says so calmly.
 */
export function passkeyProblem(
  error: unknown,
  cancelled: string,
): { tone: "info" | "error"; message: string } {
  if (isApiError(error)) return { tone: "error", message: error.message };
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (name === "NotAllowedError" || name === "AbortError")
    return { tone: "info", message: cancelled };
  if (name === "InvalidStateError" || code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return { tone: "info", message: PASSKEY_PROMPT_MESSAGES.alreadyOnDevice };
  }
  return { tone: "error", message: PASSKEY_PROMPT_MESSAGES.browserFailed };
}
