import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USERS_PLANS_ENDPOINTS } from "../admin-users/matrix-endpoints";
import { CHAT_ENDPOINTS } from "../chat/matrix-endpoints";
import { SLA_ENDPOINTS } from "../sla/matrix-endpoints";
import { TICKETS_ENDPOINTS } from "../tickets/matrix-endpoints";
import { createTestContext, type TestContext } from "../testing/test-app";
import { ADMIN_CORE_ENDPOINTS } from "./matrix-endpoints";

/**
 * The permission matrices list endpoints by hand, so a new admin route could ship unchecked. This
 * reads every route the app registered under /api/admin/ and requires each to be in some matrix
 * (the matrix-endpoints.ts of rbac, admin-users, tickets, chat and sla).
 */
interface Route {
  method: string;
  path: string;
}

/** Routes from app.printRoutes({ commonPrefix: false }): a tree of path segments, 4 characters per level. */
function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3]?.split(", ") ?? [];
    for (const method of methods) routes.push({ method, path: stack.join("") });
  }
  return routes;
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
  it("reads the route tree", () => {
    const tree =
      "└── /api/admin/users (GET, HEAD)\n    ├── /:id (PATCH, GET)\n    │   └── /plan (POST)\n    └── /export.csv (GET)\n";
    expect(parseRouteTree(tree)).toEqual([
      { method: "GET", path: "/api/admin/users" },
      { method: "HEAD", path: "/api/admin/users" },
      { method: "PATCH", path: "/api/admin/users/:id" },
      { method: "GET", path: "/api/admin/users/:id" },
      { method: "POST", path: "/api/admin/users/:id/plan" },
      { method: "GET", path: "/api/admin/users/export.csv" },
    ]);
  });

  it("has every registered /api/admin/ route in some matrix", async () => {
    const routes = parseRouteTree(ctx.app.printRoutes({ commonPrefix: false })).filter(
      // HEAD is Fastify's automatic twin of each GET and shares its guard.
      (r) => r.path.startsWith("/api/admin/") && r.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(30);
    const covered = [
      ...ADMIN_CORE_ENDPOINTS,
      ...USERS_PLANS_ENDPOINTS,
      ...TICKETS_ENDPOINTS,
      ...CHAT_ENDPOINTS,
      ...SLA_ENDPOINTS,
    ];
    const missing = routes.filter((route) => !covered.some((endpoint) => matches(route, endpoint)));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
