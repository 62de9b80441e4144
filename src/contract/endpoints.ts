import { adminAnalyticsApi } from "./admin-analytics";
import { auditApi } from "./admin-audit";
import { adminContentApi } from "./admin-content";
import { adminDashboardApi } from "./admin-dashboard";
import { rbacApi } from "./admin-me";
import { adminPlansApi } from "./admin-plans";
import { adminRolesApi } from "./admin-roles";
import { adminSecurityApi } from "./admin-security";
import { adminUsersApi } from "./admin-users";
import { apiTokensApi } from "./api-tokens";
import { authApi } from "./auth-api";
import { chatApi } from "./chat-api";
import { dashboardApi } from "./dashboard";
import { dataExportApi } from "./data-export";
import { departmentsApi } from "./departments";
import type { EndpointSpec } from "./endpoint";
import { foodsApi } from "./foods";
import { goalsApi } from "./goals";
import { healthApi } from "./health";
import { helpApi } from "./help";
import { mealsApi } from "./meals-api";
import { myPlanApi } from "./my-plan";
import { nutrientPanelApi } from "./nutrient-panel";
import { profileApi } from "./profile";
import { progressApi } from "./progress";
import { routinesApi } from "./routines";
import { slaApi } from "./ticket-sla";
import { ticketsApi } from "./tickets-api";
import { trainingApi } from "./training-records";
import { waterApi } from "./water";
import { weightApi } from "./weight";
import { weightImportApi } from "./weight-import";
import { workoutImportApi } from "./workout-import";
import { workoutsApi } from "./workouts-api";

/**
 * Every feature's endpoint declarations. The server checks each is registered and nothing else is
 * (src/server/endpoints.test.ts); what a token reaches, the OpenAPI document and the permission
 * matrix are read from here.
 */
export const API_GROUPS: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = {
  adminAnalytics: adminAnalyticsApi,
  adminContent: adminContentApi,
  adminDashboard: adminDashboardApi,
  adminPlans: adminPlansApi,
  adminRoles: adminRolesApi,
  adminSecurity: adminSecurityApi,
  adminUsers: adminUsersApi,
  apiTokens: apiTokensApi,
  audit: auditApi,
  auth: authApi,
  chat: chatApi,
  dashboard: dashboardApi,
  dataExport: dataExportApi,
  departments: departmentsApi,
  foods: foodsApi,
  goals: goalsApi,
  health: healthApi,
  help: helpApi,
  meals: mealsApi,
  myPlan: myPlanApi,
  nutrientPanel: nutrientPanelApi,
  profile: profileApi,
  progress: progressApi,
  rbac: rbacApi,
  routines: routinesApi,
  sla: slaApi,
  tickets: ticketsApi,
  training: trainingApi,
  water: waterApi,
  weight: weightApi,
  weightImport: weightImportApi,
  workoutImport: workoutImportApi,
  workouts: workoutsApi,
};

export const ALL_ENDPOINTS: readonly EndpointSpec[] = Object.values(API_GROUPS).flatMap((group) =>
  Object.values(group),
);
