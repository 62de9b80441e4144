import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import { createMailer } from "../mail/outbox";
import { requireUser } from "../auth/plugin";
import { accessGuards } from "../rbac/access-guard";
import { STAFF_GATE } from "../features";
import { FEATURE_ROUTES } from "../routes";
import type { TestContext } from "./test-app";

/** One route of the built app and, when it declares them, the zod schemas of its input. */
export interface FuzzRoute {
  method: string;
  path: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

type InputSchemas = Pick<FuzzRoute, "body" | "querystring" | "params">;

/**
 * Every route the built app answers (from its printed route tree, so plugin routes such as
 * /api/docs are in too), each with the input schemas its feature declared. HEAD is left out: it is
 * Fastify's twin of each GET and runs the same handler.
 */
export async function listFuzzRoutes(ctx: TestContext): Promise<FuzzRoute[]> {
  const schemas = await collectInputSchemas(ctx);
  return parseRouteTree(ctx.app.printRoutes({ commonPrefix: false }))
    .filter((route) => route.method !== "HEAD")
    .map((route) => ({ ...route, ...schemas.get(`${route.method} ${route.path}`) }));
}

/**
 * Fastify keeps a route's schemas to itself once compiled, so the feature routes are registered a
 * second time on a scratch instance whose onRoute hook keeps them. No handler runs there.
 */
async function collectInputSchemas(ctx: TestContext): Promise<Map<string, InputSchemas>> {
  const scratch = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  scratch.setValidatorCompiler(validatorCompiler);
  scratch.setSerializerCompiler(serializerCompiler);
  const schemas = new Map<string, InputSchemas>();
  scratch.addHook("onRoute", (route) => {
    const schema = (route.schema ?? {}) as InputSchemas;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      schemas.set(`${method} ${route.url}`, {
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  });
  const mailer = createMailer({
    db: ctx.db,
    smtpUrl: undefined,
    from: ctx.config.mailFrom,
    log: scratch.log,
  });
  const deps = {
    database: ctx.database,
    db: ctx.db,
    config: ctx.config,
    mailer,
    guardOf: accessGuards({
      db: ctx.db,
      config: ctx.config,
      requireUser,
      staffGate: STAFF_GATE,
    }),
  };
  for (const routes of FEATURE_ROUTES) {
    await scratch.register(async (scope) =>
      routes(scope.withTypeProvider<ZodTypeProvider>(), deps),
    );
  }
  await scratch.ready();
  await scratch.close();
  return schemas;
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
