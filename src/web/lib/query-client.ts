import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { ME_QUERY_KEY } from "../auth/api/get-me";

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
        retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
        refetchOnWindowFocus: true,
      },
    },
  });
  return client;
}
