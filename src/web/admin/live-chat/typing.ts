import { TYPING_SEND_INTERVAL_MS } from "../../../domain/chat";

/** Whether a keystroke now should tell the visitor "typing": at most one frame every 2 s (design). */
export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_SEND_INTERVAL_MS;
}
