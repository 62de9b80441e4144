import { isApiError } from "../../lib/api-client";
import { Alert } from "./alert";
import { Button } from "./button";

/**
 * What a failed load says of itself, or `fallback` when it says nothing of its own: an answer with no
 * error body (a proxy's bare 500 or 502), the server's generic 5xx text, or an error of the page's own
 * code, whose text is for developers. A refusal the server explains (403, 404, no connection) keeps its words.
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message) return fallback;
  return error.code === "unknown" || error.code === "internal" ? fallback : error.message;
}

/** The admin spec's 'Error loading users: <msg>', with its default 'Failed to load users' as <msg> (section 8). */
export const loadErrorText = (what: string, error: unknown) =>
  `Error loading ${what}: ${loadFailureMessage(error, `Failed to load ${what}`)}`;

/**
 * A load that failed, inline in red, with Retry: it asks again (a query's refetch) and the screen
 * recovers in place, without reloading the page.
 */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry: () => unknown;
  isRetrying?: boolean;
}) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words">{message}</span>
        <Button variant="secondary" aria-busy={isRetrying} onClick={() => void onRetry()}>
          {isRetrying ? "Retrying..." : "Retry"}
        </Button>
      </div>
    </Alert>
  );
}
