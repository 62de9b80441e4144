import type { FeatureRoutes } from "../http/types";

/** Personal access tokens for /api/v1. (Wired in up front; filled by the part that owns it.) */
export const apiTokenRoutes: FeatureRoutes = async () => {};
