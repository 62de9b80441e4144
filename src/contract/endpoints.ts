import { apiTokensApi } from "./api-tokens";
import { authApi } from "./auth-api";
import { chatApi } from "./chat-api";
import type { EndpointSpec } from "./endpoint";
import { ticketsApi } from "./tickets-api";
import { waterApi } from "./water";

/**
 * Every feature's endpoint declarations. The server checks each is registered and nothing else is
 * (src/server/endpoints.test.ts); the /api/v1 allow-list, the OpenAPI document and the permission
 * matrix are read from here.
 */
export const API_GROUPS: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = {
  apiTokens: apiTokensApi,
  auth: authApi,
  chat: chatApi,
  tickets: ticketsApi,
  water: waterApi,
};

export const ALL_ENDPOINTS: readonly EndpointSpec[] = Object.values(API_GROUPS).flatMap((group) =>
  Object.values(group),
);
