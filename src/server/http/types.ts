import type {
  FastifyReply,
  FastifyRequest,
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
import type { Access } from "../../contract/endpoint";

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

/** A guard in preValidation: it runs before the body is validated, so a refused caller learns nothing of it. */
export type AccessGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Turns a declared access into its guard; undefined for `public`. Given by the composition root. */
export type GuardOf = (access: Exclude<Access, { custom: string }>) => AccessGuard | undefined;

/**
 * A feature's routes: a Fastify plugin that receives the app's dependencies, and any more it declares
 * in `Deps` (which src/server/routes.ts then supplies).
 */
export type FeatureRoutes<Deps extends AppDeps = AppDeps> = (
  app: TypedApp,
  deps: Deps,
) => Promise<void>;
