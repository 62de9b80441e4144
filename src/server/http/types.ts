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
import type { GuardOf } from "./endpoint-route";

/** What every feature's routes and services are given: no globals. */
export interface AppDeps {
  database: Database;
  db: Database["db"];
  config: Config;
  mailer: Mailer;
  /** The guard of each declared access, for `endpointRouter(app, deps.guardOf)`. */
  guardOf: GuardOf;
}

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes: a Fastify plugin that receives the app's dependencies. */
export type FeatureRoutes = (app: TypedApp, deps: AppDeps) => Promise<void>;
