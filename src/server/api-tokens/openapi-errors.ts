import { z } from "zod";
import { ErrorBody } from "../../contract/errors";

type Operation = Record<string, unknown>;

/** The error body's name under components.schemas; every error answer refers to it. */
export const ERROR_SCHEMA_NAME = "Error";

/** The error body as OpenAPI 3.0 (the version @fastify/swagger writes) reads it. */
export const errorSchema = () => z.toJSONSchema(ErrorBody, { target: "openapi-3.0" });

const errorAnswer = (description: string, headers?: Record<string, { description: string }>) => ({
  description,
  content: {
    "application/json": { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } },
  },
  ...(headers
    ? {
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, h]) => [name, { ...h, schema: { type: "integer" } }]),
        ),
      }
    : {}),
});

/**
 * What any /api/v1 call may answer besides its own success, in the order bearer-auth.ts and the error
 * handler (errors.ts) decide them. Whether an operation takes input or writes picks the rest.
 */
const ALWAYS = {
  "401": errorAnswer(
    "No valid token: none sent, or it is unknown, expired or revoked, or its owner is suspended (with WWW-Authenticate: Bearer).",
  ),
  "403": errorAnswer(
    "`insufficient_scope`: a write with a read token; `plan_limit`: the owner's plan in force lacks API access.",
  ),
  "404": errorAnswer("Not one of the owner's records, or a route that is not part of /api/v1."),
  "429": errorAnswer("Past the token's calls a minute.", {
    "Retry-After": { description: "Seconds until the token may call again." },
    "RateLimit-Reset": { description: "Seconds until the window starts again." },
  }),
};
const WITH_INPUT = {
  "400": errorAnswer(
    "Invalid input: `error.fields` names each field that is wrong, with its message.",
  ),
};
const WITH_BODY = {
  "413": errorAnswer("The body is larger than the server takes."),
};
const WRITES = {
  "409": errorAnswer(
    "The data changed meanwhile (another call deleted what this one refers to) or already exists.",
  ),
};

/**
 * The operation with the standard error answers added; an answer the route declares itself (a 403
 * with the plan-limit body, say) is kept as the route wrote it.
 */
export function withErrorAnswers(operation: Operation, method: string): Operation {
  const hasBody = operation.requestBody !== undefined;
  const hasInput =
    hasBody || (Array.isArray(operation.parameters) && operation.parameters.length > 0);
  const responses = {
    ...ALWAYS,
    ...(hasInput ? WITH_INPUT : {}),
    ...(hasBody ? WITH_BODY : {}),
    ...(method === "GET" ? {} : WRITES),
    ...(operation.responses as Record<string, unknown> | undefined),
  };
  const ordered = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...operation, responses: ordered };
}
