/**
 * The route fuzz runs as several test files, one slice of API_GROUPS keys each, so vitest can run
 * them side by side and no one file bounds the wall time. Groups whose routes hand each other ids
 * share a slice (a meal logs a food, a ticket moves to a department), as each slice has its own app
 * and database. Balanced by measured time (auth alone is near a quarter); a new group goes where it
 * fits, and fuzz-slices.test.ts fails until it is in one.
 */
export const FUZZ_SLICES = {
  account: ["auth", "profile", "apiTokens", "health"],
  tracker: [
    "foods",
    "meals",
    "nutrientPanel",
    "workouts",
    "workoutImport",
    "routines",
    "training",
    "weight",
    "weightImport",
    "water",
    "goals",
    "myPlan",
    "dashboard",
    "progress",
    "dataExport",
  ],
  support: ["chat", "tickets", "departments", "sla", "help", "adminContent"],
  admin: [
    "rbac",
    "adminUsers",
    "adminRoles",
    "adminPlans",
    "adminSecurity",
    "adminDashboard",
    "adminAnalytics",
    "audit",
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The routes the app answers that no declaration names (the API docs pages, the realtime socket):
 * a slice of their own, fuzzed without schemas, as there are none to read.
 */
export const UNDECLARED = "undeclared";

export type FuzzSlice = keyof typeof FUZZ_SLICES | typeof UNDECLARED;

/**
 * Slices fuzzed on the template with the food tables (testing/test-database.ts): the tracker's food
 * search hands real food ids to the meal and panel routes, which an empty table would leave shallow.
 */
export const SLICES_WITH_FOODS: readonly FuzzSlice[] = ["tracker"];
