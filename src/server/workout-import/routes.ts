import type { FeatureRoutes } from "../http/types";

/** Placeholder while issue 14 is built. */
export const workoutImportRoutes: FeatureRoutes = async () => {};
