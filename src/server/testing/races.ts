import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

type Response = LightMyRequestResponse;

/**
 * Sends the two requests of each pair at nearly the same moment, as two browser tabs (or a user and an
 * admin) would, a few pairs at a time. On PostgreSQL they run on separate connections and interleave;
 * PGlite runs them one at a time, so there the test checks that the answers stay right in either order.
 * Every other pair starts with its second request, and the later request of a pair starts 0 to 4 ms
 * after the earlier one, so in some pair it lands in the middle of the other whichever is quicker.
 * Waves stay small: with every pair at once, the connection pool's queue spaces each request's queries
 * so far apart that the later request is always the later one to write.
 */
export async function racePairs<T>(
  items: readonly T[],
  first: (item: T) => Promise<Response>,
  second: (item: T) => Promise<Response>,
  wave = 4,
): Promise<{ first: Response[]; second: Response[] }> {
  const after = (ms: number, send: () => Promise<Response>) =>
    new Promise<void>((resolve) => setTimeout(resolve, ms)).then(send);
  const race = async (item: T, index: number): Promise<[Response, Response]> => {
    const delay = index % 5;
    if (index % 2 === 0) return Promise.all([first(item), after(delay, () => second(item))]);
    const [b, a] = await Promise.all([second(item), after(delay, () => first(item))]);
    return [a, b];
  };
  const pairs: Array<[Response, Response]> = [];
  for (let start = 0; start < items.length; start += wave) {
    pairs.push(
      ...(await Promise.all(
        items.slice(start, start + wave).map((item, i) => race(item, start + i)),
      )),
    );
  }
  return { first: pairs.map(([a]) => a), second: pairs.map(([, b]) => b) };
}

/** How many responses had each status, e.g. `{ 200: 14, 404: 6 }`. */
function statusCounts(responses: readonly Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/** Every status is one of `allowed`; the failure names the counts and the body of the first stray answer. */
export function expectStatusesIn(responses: readonly Response[], allowed: readonly number[]): void {
  const stray = responses.find((r) => !allowed.includes(r.statusCode));
  expect(
    stray,
    `statuses ${JSON.stringify(statusCounts(responses))}, first stray: ${stray?.statusCode} ${stray?.body}`,
  ).toBeUndefined();
}
