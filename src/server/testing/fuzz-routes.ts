import type { z } from "zod";
import type { EndpointSpec } from "../../contract/endpoint";
import { API_GROUPS } from "../../contract/endpoints";
import type { UNDECLARED } from "./fuzz-slices";
import type { TestContext } from "./test-app";

/** One route of the built app and, when it declares them, the zod schemas of its input. */
export interface FuzzRoute {
  method: string;
  path: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/** The route an endpoint declaration registers, with the schemas Fastify validates its input by. */
export function fuzzRouteOf(endpoint: EndpointSpec): FuzzRoute {
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
}

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Every declared endpoint by method and path, with the API_GROUPS key it is declared in. */
function declaredRoutes(): Map<string, { group: string; route: FuzzRoute }> {
  const declared = new Map<string, { group: string; route: FuzzRoute }>();
  for (const [group, endpoints] of Object.entries(API_GROUPS))
    for (const endpoint of Object.values(endpoints))
      declared.set(keyOf(endpoint), { group, route: fuzzRouteOf(endpoint) });
  return declared;
}

/**
 * Every route the built app answers (its printed route tree, so plugin routes such as /api/docs are
 * in too). HEAD is left out: it is Fastify's twin of each GET and runs the same handler.
 */
function servedRoutes(ctx: TestContext): { method: string; path: string }[] {
  return parseRouteTree(ctx.app.printRoutes({ commonPrefix: false })).filter(
    (route) => route.method !== "HEAD",
  );
}

/**
 * The routes of the given API_GROUPS keys, or with `"undeclared"` those the app answers that no
 * declaration names (the docs pages, the realtime socket), which have no schemas to read. In the
 * route tree's order, which lists a resource before its `:id` routes, so the ids its list hands out
 * are there to aim at.
 */
export function listFuzzRoutes(
  ctx: TestContext,
  groups: readonly string[] | typeof UNDECLARED,
): FuzzRoute[] {
  const declared = declaredRoutes();
  return servedRoutes(ctx).flatMap((served) => {
    const found = declared.get(keyOf(served));
    if (groups === "undeclared") return found ? [] : [served];
    return found && groups.includes(found.group) ? [found.route] : [];
  });
}

/**
 * Endpoints of the given API_GROUPS keys that the app does not serve. Listing routes from the
 * route tree would skip such an endpoint without a word; this names it.
 */
export function unservedEndpoints(ctx: TestContext, groups: readonly string[]): string[] {
  const served = new Set(servedRoutes(ctx).map(keyOf));
  return [...declaredRoutes()]
    .filter(([key, { group }]) => groups.includes(group) && !served.has(key))
    .map(([key]) => key);
}

/** Routes from app.printRoutes({ commonPrefix: false }): a tree of path segments, 4 characters per level. */
export function parseRouteTree(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = [...match[1]!].length / 4;
    stack.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, path: stack.join("") });
  }
  return routes;
}
