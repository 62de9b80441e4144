import { API_V1_PREFIX, urlOf, type EndpointSpec } from "../../contract/endpoint";
import { callV1 } from "./api-tokens";
import type { TestCallInput, TestContext } from "./test-app";

/** Where a script reaches `endpoint`: its declared URL under /api/v1/, which v1-routing.ts maps back. */
export const v1UrlOf = (
  endpoint: Pick<EndpointSpec, "path">,
  input: Pick<TestCallInput, "params" | "query"> = {},
) => `${API_V1_PREFIX}${urlOf(endpoint, input).slice("/api/".length)}`;

/**
 * One declared endpoint called as a script calls it: method from the declaration, its URL under
 * /api/v1/, the token (if any) and no Origin or cookie. The body is not typed, as in ctx.call.
 */
export function callV1Endpoint(
  ctx: TestContext,
  token: string | null,
  endpoint: EndpointSpec,
  { params, query, body, headers }: Omit<TestCallInput, "cookie"> = {},
) {
  return callV1(ctx, token, {
    method: endpoint.method,
    url: v1UrlOf(endpoint, { params, query }),
    ...(body === undefined ? {} : { payload: body as object }),
    ...(headers ? { headers } : {}),
  });
}
