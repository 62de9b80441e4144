import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import { weightImportApi } from "../../contract/weight-import";
import { workoutImportApi } from "../../contract/workout-import";
import { importBodyLimitOf } from "../imports/file-import";
import { createTestUser } from "./factories";
import { CALLER_KINDS, FuzzCallers, type CallerKind } from "./fuzz-callers";
import { IdPool } from "./fuzz-ids";
import { fuzzRequest, type FuzzRequest } from "./fuzz-requests";
import { listFuzzRoutes, unservedEndpoints, type FuzzRoute } from "./fuzz-routes";
import { FUZZ_SLICES, SLICES_WITH_FOODS, UNDECLARED, type FuzzSlice } from "./fuzz-slices";
import { FUZZ_PASSWORD } from "./fuzz-values";
import { createTestContext } from "./test-app";

/**
 * Every route, called by an anonymous visitor, a user and the Super Admin with malformed bodies,
 * queries and path parameters (and near-valid ones that get deeper), must never answer 5xx: bad
 * input is the client's error, a 500 is ours. Fixed seed, so CI is reproducible;
 * FUZZ_RUNS=200 FUZZ_SEED=<n> npx vitest run src/server/fuzz- digs further.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20260517);

/** One seed per route and caller, so a new route (or a route moved to another slice) does not change what the others are sent. */
function seedFor(label: string): number {
  let hash = SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const clip = (text: string | undefined, max = 1500) =>
  text && text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/**
 * Declares the fuzz of the routes of `slices` (see fuzz-slices.ts) in the calling test file, on an
 * app and database of its own, so the files run in parallel without sharing state.
 */
export async function fuzzRoutes(...slices: FuzzSlice[]): Promise<void> {
  /** Lines the server logged at error level: a 500's stack, printed with the request that caused it. */
  const serverErrors: string[] = [];
  const ctx = await createTestContext(
    {},
    {
      logger: { level: "error", stream: { write: (line: string) => serverErrors.push(line) } },
      foods: slices.some((slice) => SLICES_WITH_FOODS.includes(slice)),
    },
  );
  afterAll(() => ctx.close());
  const groups = slices.flatMap((slice) => (slice === UNDECLARED ? [] : FUZZ_SLICES[slice]));
  const routes = slices.flatMap((slice) =>
    listFuzzRoutes(ctx, slice === UNDECLARED ? UNDECLARED : FUZZ_SLICES[slice]),
  );
  const callers = new FuzzCallers(ctx);
  const ids = new IdPool(callers.ownIds);
  // Accounts besides the callers, for the Super Admin's user routes to find, edit, suspend and delete.
  for (let i = 0; i < 3; i++) await createTestUser(ctx, { password: FUZZ_PASSWORD });

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

  // The routes are read from the app's route tree, where an endpoint it does not serve is missing,
  // not fuzzed, and would go unnoticed.
  if (groups.length > 0)
    it("serves every endpoint these groups declare", () => {
      expect(unservedEndpoints(ctx, groups)).toEqual([]);
    });

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

  const bodyRoutes = routes.filter((route) =>
    ["POST", "PUT", "PATCH", "DELETE"].includes(route.method),
  );
  // The undeclared routes are all GETs, and vitest fails a describe with no test in it.
  if (bodyRoutes.length === 0) return;

  describe("bodies Fastify cannot read", () => {
    const url = (route: FuzzRoute) =>
      route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");

    // A workout or weight import carries a whole CSV file (imports/file-import.ts): each its own, larger limit.
    const importLimits = new Map<string, number>(
      [
        [workoutImportApi, IMPORT_FILE_LIMITS.workouts] as const,
        [weightImportApi, IMPORT_FILE_LIMITS.weight] as const,
      ].flatMap(([api, limits]) =>
        [api.preview, api.run].map((endpoint) => [endpoint.path, importBodyLimitOf(limits)]),
      ),
    );
    const limitOf = (route: FuzzRoute) => importLimits.get(route.path) ?? 1024 * 1024;

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
        expect((await send({ "content-type": "application/json" }, '{"name":')).statusCode).toBe(
          400,
        );
        expect(
          (await send({ "content-type": "application/xml" }, "<name>x</name>")).statusCode,
        ).toBe(415);
        expect(
          (await send({ "content-type": "application/json" }, `"${"x".repeat(limitOf(route))}"`))
            .statusCode,
        ).toBe(413);
      },
    );
  });
}
