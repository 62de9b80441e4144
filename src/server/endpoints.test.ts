import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS, API_GROUPS } from "../contract/endpoints";
import { parseRouteTree } from "./testing/fuzz-routes";
import { createTestContext, type TestContext } from "./testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("endpoint declarations", () => {
  it("are each registered by the app, at their method and path", () => {
    const registered = new Set(
      parseRouteTree(ctx.app.printRoutes({ commonPrefix: false })).map(
        ({ method, path }) => `${method} ${path}`,
      ),
    );
    const missing = ALL_ENDPOINTS.map(({ method, path }) => `${method} ${path}`).filter(
      (route) => !registered.has(route),
    );
    expect(missing).toEqual([]);
  });

  it("declare each method and path once", () => {
    const routes = ALL_ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it("let a token reach only signed-in users' own endpoints", () => {
    const wrong = Object.entries(API_GROUPS).flatMap(([group, endpoints]) =>
      Object.entries(endpoints)
        .filter(([, endpoint]) => endpoint.token && endpoint.access !== "user")
        .map(([name]) => `${group}.${name}`),
    );
    expect(wrong).toEqual([]);
  });
});
