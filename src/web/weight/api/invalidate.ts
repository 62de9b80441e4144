import type { QueryClient } from "@tanstack/react-query";

/** A weigh-in changes the weight screen, the dashboard, the goals (latest weight) and progress. */
export function invalidateWeightViews(queryClient: QueryClient) {
  return Promise.all(
    [["weight"], ["dashboard"], ["goals"], ["progress"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
