// One file per feature; add a line here when a feature adds tables.
export * from "./plans";
export * from "./auth";
export * from "./nutrition-goals";
export * from "./mail";
export * from "./help";
export * from "./weight";
export * from "./water";
export * from "./foods";
export * from "./meals";
export * from "./workouts";
export * from "./rbac";
export * from "./audit";
export * from "./support";
export * from "./seed-markers";
export * from "./chat";
export * from "./sign-in";
export * from "./api-tokens";
