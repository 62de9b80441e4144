import type { FeatureRoutes } from "../http/types";

/** Weight history imported from a CSV file. (Wired in up front; filled by the part that owns it.) */
export const weightImportRoutes: FeatureRoutes = async () => {};
