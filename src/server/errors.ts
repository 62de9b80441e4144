import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "../contract/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route that takes a file: its 413 names the file's limit and the field, not the body's bytes. */
    bodyTooLarge?: { field: string; message: string };
  }
}

/** The one error type of the server; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** Extra data a screen needs to explain the error (e.g. a plan limit's upgrades). */
  get details(): unknown {
    return undefined;
  }

  /** Response headers the error comes with (e.g. Retry-After on a 429). */
  get headers(): Record<string, string> | undefined {
    return undefined;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError("bad_request", message, 400, fields);
export const fieldError = (field: string, message: string) =>
  new AppError("bad_request", message, 400, { [field]: message });
export const unauthorized = (message = "Sign in to continue") =>
  new AppError("unauthorized", message, 401);
export const forbidden = (message = "You don't have permission to do that") =>
  new AppError("forbidden", message, 403);
export const notFound = (message = "Not found") => new AppError("not_found", message, 404);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError("conflict", message, 409, fields);

/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), from pg or PGlite, whether or not Drizzle wrapped
 * it in a DrizzleQueryError (the driver's error is then its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}

/**
 * PostgreSQL's foreign_key_violation (SQLSTATE 23503): a write pointing at a row that is gone, or a
 * delete of a row something still points at. Usually another request changed the rows meanwhile.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23503";
}

/** The SQLSTATE of a PostgreSQL error from pg or PGlite, looking through Drizzle's wrapper. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint (or unique index) a PostgreSQL error names, looking through Drizzle's wrapper. */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}

/**
 * A value another row already has (a plan's, role's or department's name): 409, as the row exists and
 * this one conflicts with it, with the message under the field so the form shows it there.
 */
export const duplicate = (field: string, message: string) =>
  conflict(message, { [field]: message });

/**
 * Runs a write that the unique index `constraint` may refuse, and answers that refusal as
 * duplicate(field, message). The index is the check that holds when two saves race: a look-up before
 * the write lets both pass it. Only that index is meant: another one's violation stays an error.
 */
export async function refuseDuplicate<T>(
  unique: { constraint: string; field: string; message: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === unique.constraint)
      throw duplicate(unique.field, unique.message);
    throw error;
  }
}

/**
 * SQLSTATE class 22, data exception: a value the schemas let through but PostgreSQL refuses (a NUL
 * character in text, a number past a column's range). It is bad input, so a 400, never a 500.
 */
function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith("22") ?? false;
}

function body(
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: unknown,
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(details === undefined ? {} : { details }),
    },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.status)
        .send(body(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        fields[path] ??= issue.message ?? "Invalid value";
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : "Invalid request";
      return reply.status(400).send(body("validation_failed", message, fields));
    }
    if (isUniqueViolation(error)) {
      // A race past a service's own "already exists" check: the row is there, so it is a conflict.
      return reply
        .status(409)
        .send(body("conflict", "That already exists. Reload to see it and try again."));
    }
    if (isForeignKeyViolation(error)) {
      // A race no service turned into its own 404 or 409: the rows changed under the request, which a
      // reload and a retry resolve, so it is the client's conflict, not our failure.
      request.log.warn({ err: error }, "foreign key refused a write: rows changed meanwhile");
      return reply
        .status(409)
        .send(
          body(
            "conflict",
            "Something this refers to was changed or deleted meanwhile. Reload and try again.",
          ),
        );
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, "input refused by the database");
      return reply
        .status(400)
        .send(
          body(
            "bad_request",
            "Part of the request is not a value we can store or search for. Check what you typed.",
          ),
        );
    }
    const tooLarge = request.routeOptions.config.bodyTooLarge;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" && tooLarge) {
      return reply
        .status(413)
        .send(body("file_too_large", tooLarge.message, { [tooLarge.field]: tooLarge.message }));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type) keep their status.
      return reply.status(status).send(body(error.code ?? "bad_request", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(body("internal", "Something went wrong on our side. Please try again."));
  });
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return body("not_found", `No route ${method} ${url}`);
}
