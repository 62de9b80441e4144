import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-client";
import { ME_QUERY_KEY } from "../auth/api/get-me";

/** How long before a failed read is asked again: long enough for a blip to pass, short enough not to keep a spinner up. */
export const QUERY_RETRY_DELAY_MS = 500;

/**
 * A read that failed on the server's side (5xx) or on the way (no connection) is asked once more, soon;
 * then the screen shows its error with Retry. TanStack's default (three more tries with growing waits)
 * kept "Loading..." up for seconds before any error showed. A refusal (4xx) is final, and an error of
 * the page's own code would only fail again.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.status >= 500 || error.status === 0);
}

/**
 * A 401 from any query means the session is gone: forgetting "me" sends the route guard to /login,
 * which brings the user back to the page they were on after they sign in.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isApiError(error, 401) && query.queryKey[0] !== ME_QUERY_KEY[0]) {
          client.setQueryData(ME_QUERY_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
        refetchOnWindowFocus: true,
      },
    },
  });
  return client;
}
