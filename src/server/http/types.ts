import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/outbox";

/** What every feature's routes and services are given: no globals. */
export interface AppDeps {
  database: Database;
  db: Database["db"];
  config: Config;
  mailer: Mailer;
}

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A feature's routes: a Fastify plugin that receives the app's dependencies, and any more it declares
 * in `Deps` (which src/server/routes.ts then supplies).
 */
export type FeatureRoutes<Deps extends AppDeps = AppDeps> = (
  app: TypedApp,
  deps: Deps,
) => Promise<void>;
