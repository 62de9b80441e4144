import type { InjectOptions } from "fastify";
import { urlOf, type EndpointSpec } from "../../contract/endpoint";
import type { TestCallInput, TestContext } from "./test-app";

/**
 * ctx.call from one client address: ctx.call sends every request from 127.0.0.1, and the tests of
 * per-IP allowances and of the trusted proxy are about the address a request came from.
 */
export const callFrom = (
  ctx: TestContext,
  remoteAddress: string,
  endpoint: EndpointSpec,
  { params, query, body, cookie, headers }: TestCallInput = {},
) =>
  ctx.request({
    method: endpoint.method,
    url: urlOf(endpoint, { params, query }),
    remoteAddress,
    cookie,
    headers,
    ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
  });
