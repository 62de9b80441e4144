import { lazy, Suspense } from "react";
import { MessageCircle } from "lucide-react";
import { openChat, useChatWidgetMode } from "./chat-store";

/** The panel and everything it needs load only when someone opens it: pages pay for the button alone. */
const loadWidget = () => import("./chat-widget");
const ChatWidget = lazy(loadWidget);

/** The floating "Live chat" button of every public and app page, and the widget once opened. */
export function ChatLauncher() {
  const mode = useChatWidgetMode();
  return (
    <>
      {mode === "open" ? null : (
        <button
          type="button"
          id="chat-launcher"
          onClick={openChat}
          // Fetching the chunk on hover or focus makes the click feel instant without costing the first load.
          onPointerEnter={() => void loadWidget()}
          onFocus={() => void loadWidget()}
          className="fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
        >
          <MessageCircle aria-hidden className="size-5" />
          Live chat
        </button>
      )}
      {mode === "closed" ? null : (
        <Suspense fallback={null}>
          <ChatWidget isMinimised={mode === "minimised"} />
        </Suspense>
      )}
    </>
  );
}
