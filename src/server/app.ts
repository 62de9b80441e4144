import { API_DOCS_PATH } from "../contract/endpoint";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { tokenDoor } from "./api-tokens/bearer-auth";
import { apiV1OpenApi } from "./api-tokens/openapi";
import { rewriteApiV1Url } from "./api-tokens/v1-routing";
import { registerApiV1Cors } from "./api-tokens/v1-cors";
import { authPlugin, requireUser } from "./auth/plugin";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerErrorHandler } from "./errors";
import { fastifyTrustProxy } from "./http/client-info";
import { registerCompression } from "./http/compression";
import { withRedactedUrls } from "./http/log-redaction";
import { registerSecurityHeaders } from "./http/security-headers";
import { serveSpa } from "./http/spa";
import type { AppDeps } from "./http/types";
import { createMailer } from "./mail/outbox";
import { REALTIME, STAFF_FACTS, STAFF_GATE } from "./features";
import { realtimeRoutes } from "./realtime/plugin";
import { FEATURE_ROUTES } from "./routes";
import { accessGuards } from "./rbac/access-guard";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
}

/** The whole server, without listening: serve.ts listens, tests use app.inject. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedactedUrls(logger),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // /api/v1/<rest> is the app's /api/<rest> for a personal access token (decision 015).
    rewriteUrl: rewriteApiV1Url,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: text/plain is what a cross-site form sends without a CORS preflight, so it is a 415.
  app.removeContentTypeParser("text/plain");
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.productName} API`, version: "1" } },
    transform: jsonSchemaTransform,
    transformObject: apiV1OpenApi,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
  registerApiV1Cors(app, config.corsOrigins);
  await app.register(authPlugin, {
    db: database.db,
    publicUrl: config.publicUrl,
    tokens: tokenDoor({ db: database.db, rateLimit: config.rateLimits.apiPerToken }),
    staffFacts: STAFF_FACTS,
  });

  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
    }),
    guardOf: accessGuards({ db: database.db, config, requireUser, staffGate: STAFF_GATE }),
  };
  for (const routes of FEATURE_ROUTES) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps));
  }
  await app.register(async (scope) =>
    realtimeRoutes(scope.withTypeProvider<ZodTypeProvider>(), { ...deps, realtime: REALTIME }),
  );
  await serveSpa(app, config.webDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
