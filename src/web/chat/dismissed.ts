/**
 * GET current keeps answering an ended, unrated chat for the rest of the day so the visitor can still
 * rate it after a reload. Once they close it or start anew we stop showing it: remembered here, per browser.
 */
const KEY = "vitalog.chat.dismissed";

export function isDismissed(sessionId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === sessionId;
  } catch {
    return false;
  }
}

export function dismiss(sessionId: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, sessionId);
  } catch {
    // Without storage the ended chat shows again on the next open; the visitor can start anew from it.
  }
}
