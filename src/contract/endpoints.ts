import type { EndpointSpec } from "./endpoint";
import { foodsApi } from "./foods";
import { mealsApi } from "./meals-api";
import { nutrientPanelApi } from "./nutrient-panel";
import { routinesApi } from "./routines";
import { trainingApi } from "./training-records";
import { waterApi } from "./water";
import { weightApi } from "./weight";
import { workoutsApi } from "./workouts-api";

/**
 * Every feature's endpoint declarations. The server checks each is registered and nothing else is
 * (src/server/endpoints.test.ts); the /api/v1 allow-list, the OpenAPI document and the permission
 * matrix are read from here.
 */
export const API_GROUPS: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = {
  foods: foodsApi,
  meals: mealsApi,
  nutrientPanel: nutrientPanelApi,
  routines: routinesApi,
  training: trainingApi,
  water: waterApi,
  weight: weightApi,
  workouts: workoutsApi,
};

export const ALL_ENDPOINTS: readonly EndpointSpec[] = Object.values(API_GROUPS).flatMap((group) =>
  Object.values(group),
);
