import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

export const SESSIONS_LOAD_FALLBACK = "Failed to load chat sessions";
export const MESSAGES_LOAD_FAILED = "Failed to load messages";

/** The spec's inline load failure, with a way to try again without reloading the page. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{message}</span>
        <Button variant="secondary" onClick={onRetry}>Retry</Button>
      </div>
    </Alert>
  );
}

/** 'Error loading chat sessions: <msg>', or the default when the error says nothing. */
export const sessionsErrorText = (error: Error) => `Error loading chat sessions: ${error.message || SESSIONS_LOAD_FALLBACK}`;
