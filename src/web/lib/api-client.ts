import { urlOf, type CallInput, type EndpointSpec, type SuccessOf } from "../../contract/endpoint";
import type { ErrorBody } from "../../contract/errors";
import type { ZodType } from "zod";

/** An API answer that was not 2xx: the server's code, message and the fields it found wrong. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** The one way the web app calls the API: JSON in, JSON out, errors as ApiError. */
export async function api<T>(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(
      0,
      "network",
      "Could not reach the server. Check your connection and try again.",
    );
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "unknown",
      error?.message ?? "An unexpected error occurred",
      error?.fields ?? {},
      error?.details,
    );
  }
  return data as T;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The input is required when the endpoint has path parameters or a body, optional otherwise. */
type CallArguments<E extends EndpointSpec> = E extends { params: ZodType } | { body: ZodType }
  ? [input: CallInput<E> & { signal?: AbortSignal | undefined }]
  : [input?: CallInput<E> & { signal?: AbortSignal | undefined }];

/**
 * Calls a declared endpoint (src/contract): its method and path come from the declaration, the input
 * and the answer are typed by its schemas. `call(waterApi.add, { body: { amountMl: 250 } })`.
 */
export function call<E extends EndpointSpec>(
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<SuccessOf<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  return api<SuccessOf<E>>(urlOf(endpoint, { params, query }), {
    method: endpoint.method,
    body,
    signal,
  });
}
