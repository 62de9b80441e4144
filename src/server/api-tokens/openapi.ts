import type { SwaggerTransformObject } from "@fastify/swagger";
import { ERROR_SCHEMA_NAME, errorSchema, withErrorAnswers } from "./openapi-errors";
import { API_V1_PREFIX, apiV1Routes } from "./v1-routing";

type Operation = Record<string, unknown>;
type PathItem = Record<string, Operation | undefined>;
interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  components?: {
    securitySchemes?: Record<string, unknown>;
    schemas?: Record<string, unknown>;
  } & Record<string, unknown>;
  [key: string]: unknown;
}

const SCHEME = "apiToken";

/** Fastify's `/api/weight/:id` as OpenAPI writes it, `/api/weight/{id}`. */
const openApiPath = (routeUrl: string) => routeUrl.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * The /api/v1 paths in /api/docs: each token-reachable route's own operation (its same schemas), copied
 * under /api/v1 with the bearer scheme and every error it may answer, so the page documents what a
 * token reaches and nothing more.
 */
export const apiV1OpenApi: SwaggerTransformObject = (document) => {
  if (!("openapiObject" in document)) return document.swaggerObject;
  const openapi = document.openapiObject as OpenApiDocument;
  const paths = { ...openapi.paths };
  for (const [routeUrl, methods] of apiV1Routes()) {
    const appPath = openApiPath(routeUrl);
    const v1Item: PathItem = {};
    for (const method of methods) {
      const operation = paths[appPath]?.[method.toLowerCase()];
      if (!operation) continue;
      const scope =
        method === "GET" ? "a read or a read and write token" : "a read and write token";
      v1Item[method.toLowerCase()] = {
        ...withErrorAnswers(operation, method),
        tags: ["API v1 (personal access token)"],
        description: `The app's ${method} ${appPath} for scripts, with ${scope}.`,
        security: [{ [SCHEME]: [] }],
      };
    }
    if (Object.keys(v1Item).length > 0)
      paths[`${API_V1_PREFIX}${appPath.slice("/api/".length)}`] = v1Item;
  }
  return {
    ...openapi,
    paths,
    components: {
      ...openapi.components,
      schemas: { ...openapi.components?.schemas, [ERROR_SCHEMA_NAME]: errorSchema() },
      securitySchemes: {
        ...openapi.components?.securitySchemes,
        [SCHEME]: {
          type: "http",
          scheme: "bearer",
          description:
            "A personal access token from Settings, API (plans with API access), sent as Authorization: Bearer vtl_…",
        },
      },
    },
  };
};
