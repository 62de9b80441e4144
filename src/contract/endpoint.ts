import type { z } from "zod";
import type { PermissionName } from "../domain/permissions";

/** Where scripts with a personal access token reach the endpoints declared `token: true`. */
export const API_V1_PREFIX = "/api/v1/";

/** The OpenAPI document's pages, written from the declarations. */
export const API_DOCS_PATH = "/api/docs";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Refusals a permission guard may word for its screen; the default says the role lacks the right. */
interface Worded {
  message?: string;
}

/**
 * Who may call an endpoint. The server turns it into the route's guard (one rule, applied before the
 * body is read); the permission matrix reads it to know whom to expect in and whom out.
 * - `public`: anyone, signed in or not (sign-in, the help centre).
 * - `user`: any signed-in account.
 * - `staff`: any staff member (staff domain and a role).
 * - `{ permission }`, `{ anyOf }`, `{ allOf }`: staff holding that permission, one of, or all of them.
 * - `{ level }`: staff whose role is at least that level.
 * - `{ custom }`: a guard the feature gives at registration, with why it differs from the above (a
 *   visitor's chat credential, an account in the middle of signing in).
 */
export type Access =
  | "public"
  | "user"
  | "staff"
  | ({ permission: PermissionName } & Worded)
  | ({ anyOf: readonly PermissionName[] } & Worded)
  | ({ allOf: readonly PermissionName[] } & Worded)
  | ({ level: number } & Worded)
  | { custom: string };

export type SuccessStatus = 200 | 201 | 202 | 204;

/** One API endpoint: the only place its method, path, schemas and access are written. */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's pattern: `:name` stands for one path segment, filled from `params`. */
  path: `/api/${string}` | "/api";
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** By status: the success answer (the first 2xx is the status the route answers with) and any others documented. */
  responses: Partial<Record<SuccessStatus, z.ZodType>> & Record<number, z.ZodType>;
  access: Access;
  /** Reachable with a personal access token as /api/v1/…: GET with a read token, any method with a write one. */
  token?: true;
  /** Left out of /api/docs (a browser redirect, a provider's callback). */
  hidden?: true;
  summary?: string;
}

/** Declares an endpoint; `const` keeps the method and path as literal types for callers. */
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a successful call returns: the parsed JSON of its 2xx answer. */
export type SuccessOf<E extends EndpointSpec> = {
  [K in keyof E["responses"] & SuccessStatus]: Output<E["responses"][K]>;
}[keyof E["responses"] & SuccessStatus];

/** What the server may hand back for the 2xx answer, before serialization. */
export type SuccessInputOf<E extends EndpointSpec> = {
  [K in keyof E["responses"] & SuccessStatus]: Input<E["responses"][K]>;
}[keyof E["responses"] & SuccessStatus];

/** What a caller gives: `params`, `query` and `body` where the endpoint declares them. */
export type CallInput<E extends EndpointSpec> = (E["params"] extends z.ZodType
  ? { params: Input<E["params"]> }
  : { params?: never }) &
  (E["query"] extends z.ZodType ? { query?: Input<E["query"]> } : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: Input<E["body"]> } : { body?: never });

/** The first 2xx the endpoint declares: what its route answers with when nothing goes wrong. */
export function successStatusOf(spec: EndpointSpec): SuccessStatus {
  const statuses = Object.keys(spec.responses)
    .map(Number)
    .filter((status): status is SuccessStatus => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  return statuses[0] ?? 200;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of one call: `:name` segments filled (encoded) from `params`, and `query` appended with
 * empty values left out and lists repeated (`?tag=a&tag=b`).
 */
export function urlOf(
  spec: Pick<EndpointSpec, "path">,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = spec.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${spec.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
