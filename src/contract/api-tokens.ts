import { z } from "zod";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { PlanLimitDetails } from "./plan-limits";

/**
 * Personal access tokens (issue 15, plans with api_access): a script reaches the owner's own data under
 * /api/v1 with `Authorization: Bearer <token>`. The token is shown once, when made; the server keeps
 * only its SHA-256.
 */
export const API_TOKEN_MESSAGES = {
  nameRequired: "Give the token a name",
  nameTooLong: "Use at most 60 characters",
  tooMany: "You have 20 tokens. Revoke one you no longer use before making another.",
  notFound: "That token is not on your account.",
} as const;

export const API_TOKEN_NAME_MAX = 60;
/** Live (not revoked, not expired) tokens a user may hold: enough for every script, few enough to review. */
export const API_TOKEN_LIMIT = 20;
/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs, a pasted snippet). */
export const API_TOKEN_PREFIX = "vtl_";

export const API_TOKEN_SCOPES = ["read", "read_write"] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES, { error: "Choose read or read and write" });
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;
export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: "Read only",
  read_write: "Read and write",
};

/** Days until the token stops working, or "never"; strings, as the form's select sends them. */
export const API_TOKEN_EXPIRIES = ["7", "30", "90", "365", "never"] as const;
export const ApiTokenExpiry = z.enum(API_TOKEN_EXPIRIES, {
  error: "Choose when the token expires",
});
export type ApiTokenExpiry = z.infer<typeof ApiTokenExpiry>;
export const EXPIRY_LABELS: Record<ApiTokenExpiry, string> = {
  "7": "7 days",
  "30": "30 days",
  "90": "90 days",
  "365": "1 year",
  never: "Never",
};

export const CreateApiTokenBody = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: ApiTokenScope,
  expiry: ApiTokenExpiry,
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** A token as listed: never the token itself nor its hash, only the first characters to tell it apart. */
export const ApiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scope: ApiTokenScope,
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  isExpired: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const ApiTokenList = z.object({
  tokens: z.array(ApiToken),
  limit: z.number().int(),
  /** Null when the plan in force has api_access; otherwise the plan-limit body a new token would get. */
  planLimit: PlanLimitDetails.nullable(),
});
export type ApiTokenList = z.infer<typeof ApiTokenList>;

/** The answer to making a token: the only time `token` is ever sent. */
export const CreatedApiToken = z.object({ token: z.string(), apiToken: ApiToken });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenParams = z.object({ id: z.uuid({ error: API_TOKEN_MESSAGES.notFound }) });

/**
 * Managing the tokens, from the signed-in app only: none is reachable with a token, so a token cannot
 * make or keep other tokens. Listing and revoking stay open after the plan lost api_access.
 */
export const apiTokensApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tokens",
    responses: { 200: ApiTokenList },
    access: "user",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/tokens",
    body: CreateApiTokenBody,
    responses: { 201: CreatedApiToken },
    access: "user",
  }),
  revoke: endpoint({
    method: "DELETE",
    path: "/api/tokens/:id",
    params: ApiTokenParams,
    responses: { 200: OkBody },
    access: "user",
  }),
};
