import type { FeatureRoutes } from "../http/types";

/** CSV export per tracker and the JSON archive of everything about the viewer. (Wired in up front; filled by the part that owns it.) */
export const dataExportRoutes: FeatureRoutes = async () => {};
