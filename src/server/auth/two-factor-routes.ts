import type { FeatureRoutes } from "../http/types";

// Placeholder registered up front so the parts of issue 13 do not collide on src/server/routes.ts; replaced by its owner.
export const twoFactorRoutes: FeatureRoutes = async () => {};
