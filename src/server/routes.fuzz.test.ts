import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { CALLER_KINDS, FuzzCallers, type CallerKind } from "./testing/fuzz-callers";
import { IdPool } from "./testing/fuzz-ids";
import { fuzzRequest, type FuzzRequest } from "./testing/fuzz-requests";
import { listFuzzRoutes, type FuzzRoute } from "./testing/fuzz-routes";
import { FUZZ_PASSWORD } from "./testing/fuzz-values";
import { API_GROUPS } from "../contract/endpoints";
import { IMPORT_FILE_LIMITS } from "../contract/import-limits";
import { importBodyLimitOf } from "./imports/file-import";
import { createTestUser } from "./testing/factories";
import { createTestContext } from "./testing/test-app";

/**
 * Every registered route, called by an anonymous visitor, a user and the Super Admin with
 * malformed bodies, queries and path parameters (and near-valid ones that get deeper), must never
 * answer 5xx: bad input is the client's error, a 500 is ours. Fixed seed, so CI is reproducible;
 * FUZZ_RUNS=200 FUZZ_SEED=<n> npx vitest run src/server/routes.fuzz.test.ts digs further.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20260517);

/** Lines the server logged at error level: a 500's stack, printed with the request that caused it. */
const serverErrors: string[] = [];
const ctx = await createTestContext(
  {},
  { logger: { level: "error", stream: { write: (line: string) => serverErrors.push(line) } } },
);
const routes = [
  ...listFuzzRoutes(ctx, Object.keys(API_GROUPS)),
  ...listFuzzRoutes(ctx, "undeclared"),
];
const callers = new FuzzCallers(ctx);
afterAll(() => ctx.close());

const ids = new IdPool(callers.ownIds);
// Accounts besides the callers, for the Super Admin's user routes to find, edit, suspend and delete.
for (let i = 0; i < 3; i++) await createTestUser(ctx, { password: FUZZ_PASSWORD });

/** One seed per route and caller, so a new route does not change what the others are sent. */
function seedFor(label: string): number {
  let hash = SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const clip = (text: string | undefined, max = 1500) =>
  text && text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeFailure(
  route: FuzzRoute,
  kind: CallerKind,
  request: FuzzRequest,
  status: number,
  body: string,
) {
  const logged = serverErrors
    .map((line) => JSON.parse(line) as { msg?: string; err?: { stack?: string } })
    .at(-1);
  return [
    `${route.method} ${route.path} as ${kind} answered ${status}`,
    `request: ${request.method} ${clip(request.url, 500)} ${JSON.stringify(request.headers)}`,
    `payload: ${clip(JSON.stringify(request.payload))}`,
    `response: ${clip(body)}`,
    `server: ${logged?.err?.stack ?? logged?.msg ?? "(nothing logged)"}`,
  ].join("\n");
}

describe.each(routes)("$method $path", (route) => {
  it.each(CALLER_KINDS)("never answers 5xx to malformed input from %s", async (kind) => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route, ids.idsFor(route.path)), async (request) => {
        await callers.ensure(kind);
        serverErrors.length = 0;
        const response = await ctx.request({ ...request, cookie: callers.cookie(kind) });
        if (response.statusCode < 400) {
          ids.harvest(route.path, response.body);
          if (request.method !== "GET") callers.markUnchecked(kind);
        }
        if (response.statusCode >= 500)
          throw new Error(
            describeFailure(route, kind, request, response.statusCode, response.body),
          );
      }),
      { numRuns: RUNS, seed: seedFor(`${route.method} ${route.path} ${kind}`) },
    );
  });
});

describe("bodies Fastify cannot read", () => {
  const bodyRoutes = routes.filter((route) =>
    ["POST", "PUT", "PATCH", "DELETE"].includes(route.method),
  );
  const url = (route: FuzzRoute) =>
    route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");

  // A workout or weight import carries a whole CSV file (imports/file-import.ts): each its own, larger limit.
  const limitOf = (route: FuzzRoute) =>
    route.path.startsWith("/api/workouts/import")
      ? importBodyLimitOf(IMPORT_FILE_LIMITS.workouts)
      : route.path.startsWith("/api/weight/import")
        ? importBodyLimitOf(IMPORT_FILE_LIMITS.weight)
        : 1024 * 1024;

  it.each(bodyRoutes)(
    "$method $path: invalid JSON is 400, XML 415, over its body limit (1 MB unless said) 413",
    async (route) => {
      await callers.ensure("Super Admin");
      // Some of these routes take no body (sign-out), so a request may have ended the session.
      callers.markUnchecked("Super Admin");
      const send = (headers: Record<string, string>, payload: string) =>
        ctx.request({
          method: route.method,
          url: url(route),
          headers,
          payload,
          cookie: callers.cookie("Super Admin"),
        });
      expect((await send({ "content-type": "application/json" }, '{"name":')).statusCode).toBe(400);
      expect((await send({ "content-type": "application/xml" }, "<name>x</name>")).statusCode).toBe(
        415,
      );
      expect(
        (await send({ "content-type": "application/json" }, `"${"x".repeat(limitOf(route))}"`))
          .statusCode,
      ).toBe(413);
    },
  );
});
