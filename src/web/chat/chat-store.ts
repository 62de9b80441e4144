import { useSyncExternalStore } from "react";
import {
  CHAT_WIDGET_STORAGE_KEY,
  storedChatWidgetMode,
  type ChatWidgetMode,
} from "./widget-mode-storage";

export type { ChatWidgetMode };

/**
 * Whether the chat widget is shown, minimised or closed: one module-level value, so any page (the
 * help centre's Live Chat card, the floating button) can open it without a provider around the app.
 * The value survives a reload in sessionStorage, so a visitor mid-conversation finds the panel again.
 */
const listeners = new Set<() => void>();

let mode: ChatWidgetMode = storedChatWidgetMode();

function setMode(next: ChatWidgetMode) {
  if (next === mode) return;
  mode = next;
  try {
    if (next === "closed") globalThis.sessionStorage?.removeItem(CHAT_WIDGET_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(CHAT_WIDGET_STORAGE_KEY, next);
  } catch {
    // Not remembered across a reload; the chat itself resumes from the server anyway.
  }
  for (const notify of listeners) notify();
}

/** Hiding the panel removes what had focus: it goes to the floating button, or the page would lose it. */
function focusLauncher() {
  globalThis.setTimeout(() => globalThis.document?.getElementById("chat-launcher")?.focus(), 0);
}

export const openChat = () => setMode("open");
export function minimiseChat() {
  setMode("minimised");
  focusLauncher();
}
export function closeChat() {
  setMode("closed");
  focusLauncher();
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
  };
}

export function useChatWidgetMode(): ChatWidgetMode {
  return useSyncExternalStore(
    subscribe,
    () => mode,
    () => "closed" as const,
  );
}
