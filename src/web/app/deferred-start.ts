// The only script of the prerendered pages that are read rather than used (the landing page and the
// legal pages; src/contract/prerendered-pages.ts). Their HTML is the whole page and every control on
// it is a link, so the app (React, the router, about 100 KiB compressed) is loaded when the visitor
// starts to interact, or at once when the prerendered page is not what this visitor should see.
// Decision 013 says why.
import { authApi } from "../../contract/auth-api";
import { urlOf } from "../../contract/endpoint";
import { storedChatWidgetMode } from "../chat/widget-mode-storage";
import { PRODUCT_NAME_ATTRIBUTE, REPLAY_CLICK_KEY, APP_ENTRY_META } from "./prerender/deferred";
import { DAY_ATTRIBUTE, localDay } from "./prerender/pages";

/** The first signs that someone is about to use the page rather than read it. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin"] as const;

const root = document.getElementById("root");
const appEntry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content;
let hasStarted = false;

function startApp(): void {
  if (hasStarted || !appEntry) return;
  hasStarted = true;
  for (const type of INTENT_EVENTS) removeEventListener(type, startApp, true);
  // The app's entry starts itself (main.tsx) and hydrates this very markup.
  void import(/* @vite-ignore */ appEntry);
}

/**
 * A button does nothing until the app owns the page (the live chat button is the only one): a click
 * on it before then is kept, and main.tsx clicks it again once hydrated, so the tap is not lost.
 */
function keepEarlyButtonClick(event: MouseEvent): void {
  if (document.documentElement.dataset.hydrated) return;
  const button = event.target instanceof Element ? event.target.closest("button[id]") : null;
  if (!button) return;
  event.preventDefault();
  (globalThis as Record<string, unknown>)[REPLAY_CLICK_KEY] = button.id;
  startApp();
}

/**
 * The page was drawn for a signed-out visitor, on the day of the build, with the default product
 * name and the chat closed. A signed-in user (sent on to /app), another day's dates, another name, or
 * a conversation the visitor had open before a reload need the app now.
 */
async function needsAppNow(): Promise<boolean> {
  if (!root || root.getAttribute(DAY_ATTRIBUTE) !== localDay(new Date())) return true;
  if (storedChatWidgetMode() !== "closed") return true;
  const [session, config] = await Promise.all([
    fetchJson(urlOf(authApi.session)),
    fetchJson(urlOf(authApi.config)),
  ]);
  const isVisitor = (session as { profile?: unknown } | null)?.profile === null;
  const productName = (config as { productName?: unknown } | null)?.productName;
  return !isVisitor || productName !== root.getAttribute(PRODUCT_NAME_ATTRIBUTE);
}

async function fetchJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

for (const type of INTENT_EVENTS)
  addEventListener(type, startApp, { capture: true, passive: true });
addEventListener("click", keepEarlyButtonClick, true);
void needsAppNow().then((now) => {
  if (now) startApp();
});
