import { TYPING_EXPIRY_MS, TYPING_SEND_INTERVAL_MS } from "../../domain/chat";

/**
 * The other side's indicator: shown on each typing frame, hidden TYPING_EXPIRY_MS after the last one
 * (or at once when their message arrives, via `clear`).
 */
export function createTypingExpiry(
  onChange: (isShown: boolean) => void,
  expiryMs = TYPING_EXPIRY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    ping() {
      clearTimeout(timer);
      onChange(true);
      timer = setTimeout(() => onChange(false), expiryMs);
    },
    clear() {
      clearTimeout(timer);
      onChange(false);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/** Our own frames: at most one per TYPING_SEND_INTERVAL_MS however fast the keys come. */
export function createTypingThrottle(
  send: () => void,
  now: () => number = Date.now,
  intervalMs = TYPING_SEND_INTERVAL_MS,
) {
  let lastSentAt: number | null = null;
  return {
    typed() {
      const at = now();
      if (lastSentAt !== null && at - lastSentAt < intervalMs) return;
      lastSentAt = at;
      send();
    },
    /** After a send the next keystroke announces typing again at once. */
    reset() {
      lastSentAt = null;
    },
  };
}
