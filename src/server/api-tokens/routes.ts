import { API_TOKEN_LIMIT, apiTokensApi } from "../../contract/api-tokens";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { assertPlanHasFeature, PlanLimitError } from "../plans/limits";
import { mailApiTokenCreated } from "./mail";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

/**
 * Managing personal access tokens, from the signed-in app only: /api/v1 never reaches these (none is
 * declared `token`), so a token cannot make or keep other tokens.
 */
export const apiTokenRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);

  /** The refusal a new token would meet, so the page says so before the form (null: allowed). */
  const planLimitOf = async (userId: string) => {
    try {
      await assertPlanHasFeature(db, userId, "api_access");
      return null;
    } catch (error) {
      if (error instanceof PlanLimitError) return error.details;
      throw error;
    }
  };

  // Listing and revoking stay open after the plan lost api_access: the owner can still clean up.
  route(apiTokensApi.list, async (request) => {
    const { userId } = viewerOf(request);
    return {
      tokens: await listApiTokens(db, userId),
      limit: API_TOKEN_LIMIT,
      planLimit: await planLimitOf(userId),
    };
  });

  route(apiTokensApi.create, async (request) => {
    const viewer = viewerOf(request);
    const created = await createApiToken(db, { viewer, body: request.body, ip: request.ip });
    await mailApiTokenCreated(deps, { to: viewer.email, token: created.apiToken });
    return created;
  });

  route(apiTokensApi.revoke, async (request) => {
    await revokeApiToken(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      ip: request.ip,
    });
    return { ok: true as const };
  });
};
