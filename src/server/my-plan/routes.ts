import type { FeatureRoutes } from "../http/types";

/** The viewer's plan, its usage this period, and the plans to compare. (Wired in up front; filled by the part that owns it.) */
export const myPlanRoutes: FeatureRoutes = async () => {};
