import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matrixOf } from "../testing/permission-matrix";
import { API_GROUPS } from "../../contract/endpoints";
import { parseRouteTree } from "../testing/fuzz-routes";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The staff matrix (rbac/staff-matrix-*.test.ts) checks every endpoint declared with a staff access.
 * This reads every route the app registered under /api/admin/ and requires each to be one of them,
 * so an admin route cannot ship unchecked.
 */
interface Route {
  method: string;
  path: string;
}

/** `/api/admin/users/:id/plan` matches the concrete `/api/admin/users/<id>/plan?x=1`. */
const matches = (route: Route, endpoint: { method: string; url: string }) => {
  const pattern = new RegExp(
    `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`,
  );
  return endpoint.method === route.method && pattern.test(endpoint.url.split("?")[0]!);
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("permission matrix coverage", () => {
  it("has every registered /api/admin/ route in the matrix", async () => {
    const routes = parseRouteTree(ctx.app.printRoutes({ commonPrefix: false })).filter(
      // HEAD is Fastify's automatic twin of each GET and shares its guard.
      (r) => r.path.startsWith("/api/admin/") && r.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(30);
    const covered = matrixOf(...Object.values(API_GROUPS));
    const missing = routes.filter((route) => !covered.some((endpoint) => matches(route, endpoint)));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
