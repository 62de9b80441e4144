/**
 * Where the chat widget's state survives a reload (sessionStorage), without React: the landing page's
 * deferred start (src/web/app/deferred-start.ts) reads it too, to bring a conversation back at once.
 */
export type ChatWidgetMode = "closed" | "open" | "minimised";

export const CHAT_WIDGET_STORAGE_KEY = "vitalog.chat.widget";

export function storedChatWidgetMode(): ChatWidgetMode {
  try {
    const value = globalThis.sessionStorage?.getItem(CHAT_WIDGET_STORAGE_KEY);
    return value === "open" || value === "minimised" ? value : "closed";
  } catch {
    // Storage can be refused (privacy settings): the widget just starts closed.
    return "closed";
  }
}
