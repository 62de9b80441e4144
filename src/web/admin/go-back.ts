import { useNavigate } from "react-router";

export interface HistoryFacts {
  /** React Router's position in this tab's history (history.state.idx): 0 on the page the tab opened the app with. */
  historyIndex: number | null;
  historyLength: number;
  referrer: string;
  origin: string;
}

/**
 * Whether stepping back stays on this site. Not in a fresh tab (nothing to go back to) nor when the
 * visitor came from another site (a link in a mail): 'Go Back' would leave us, or do nothing at all.
 */
export function canGoBackInSite({
  historyIndex,
  historyLength,
  referrer,
  origin,
}: HistoryFacts): boolean {
  if (historyIndex !== null && historyIndex > 0) return true;
  if (historyLength <= 1 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** 'Go Back': the previous page of this site when there is one, otherwise `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx =
      typeof state === "object" && state !== null && "idx" in state && typeof state.idx === "number"
        ? state.idx
        : null;
    const facts = {
      historyIndex: idx,
      historyLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    };
    if (canGoBackInSite(facts)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
