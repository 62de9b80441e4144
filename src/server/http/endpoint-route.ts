import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import {
  successStatusOf,
  type Access,
  type EndpointSpec,
  type SuccessInputOf,
} from "../../contract/endpoint";
import type { AccessGuard, GuardOf, TypedApp } from "./types";

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler sees: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Parsed<E["params"]>;
  Querystring: Parsed<E["query"]>;
  Body: Parsed<E["body"]>;
}>;

/**
 * Answers the declared success (the route's status is already set to it), or takes the reply in
 * hand for anything else: another status, a stream, a redirect.
 */
export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessInputOf<E> | FastifyReply>;

/** What a route may add to its declaration: hooks and limits that are the server's business alone. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  "bodyLimit" | "onRequest" | "preParsing" | "preHandler" | "onSend" | "config" | "logLevel"
> & {
  /** Required for `{ custom }` access, refused otherwise: the declaration says who, the guard how. */
  guard?: AccessGuard;
};

declare module "fastify" {
  /** Routes registered from declarations carry theirs, for hooks that judge a request by it (tokens). */
  interface FastifyContextConfig {
    endpoint?: EndpointSpec;
  }
}

/**
 * Registers endpoints on `app` from their declarations: method, path, schemas and guard all come
 * from the declaration, so a handler cannot disagree with what the contract, the web client and the
 * tests were told.
 */
export function endpointRouter(app: TypedApp, guardOf: GuardOf) {
  return function route<E extends EndpointSpec>(
    endpoint: E,
    handler: EndpointHandler<E>,
    extras: RouteExtras = {},
  ): void {
    const { guard: customGuard, config, ...hooks } = extras;
    const isCustom = typeof endpoint.access === "object" && "custom" in endpoint.access;
    if (isCustom !== (customGuard !== undefined))
      throw new Error(
        `${endpoint.method} ${endpoint.path}: a guard is given exactly when the access is custom`,
      );
    const guard = isCustom
      ? customGuard
      : guardOf(endpoint.access as Exclude<Access, { custom: string }>);
    const status = successStatusOf(endpoint);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(Object.keys(endpoint.responses).length > 0 ? { response: endpoint.responses } : {}),
        ...(endpoint.hidden ? { hide: true } : {}),
        ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      },
      ...(guard ? { preValidation: guard } : {}),
      ...hooks,
      config: { ...config, endpoint },
      handler: async (request, reply) => {
        void reply.code(status);
        // The type provider cannot follow a generic declaration; the schemas above parsed exactly these types.
        return handler(request as unknown as EndpointRequest<E>, reply);
      },
    });
  };
}

/** The declaration a matched route was registered from, if it was. */
export function endpointOfRequest(request: FastifyRequest): EndpointSpec | undefined {
  return request.routeOptions.config.endpoint;
}
