import { adminCoreRoutes } from "./rbac/routes";
import { adminRolesRoutes } from "./admin-roles/routes";
import { auditRoutes } from "./audit/routes";
import { adminContentRoutes } from "./admin-content/routes";
import { authRoutes } from "./auth/routes";
import { helpRoutes } from "./help/routes";
import { healthRoutes } from "./http/health";
import { profileRoutes } from "./profile/routes";
import type { FeatureRoutes } from "./http/types";
import { foodRoutes } from "./foods/routes";
import { mealRoutes } from "./meals/routes";
import { nutrientPanelRoutes } from "./meals/panel-routes";
import { goalsRoutes } from "./goals/routes";
import { weightRoutes } from "./weight/routes";
import { waterRoutes } from "./water/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { workoutRoutes } from "./workouts/routes";
import { ticketRoutes } from "./tickets/routes";
import { departmentRoutes } from "./departments/routes";
import { progressRoutes } from "./progress/routes";
import { adminUsersRoutes } from "./admin-users/routes";
import { adminPlansRoutes } from "./admin-plans/routes";
import { adminDashboardRoutes } from "./admin-dashboard/routes";
import { adminAnalyticsRoutes } from "./admin-analytics/routes";
import { chatVisitorRoutes } from "./chat/visitor-routes";
import { agentChatRoutes } from "./chat/agent-routes";
import { twoFactorRoutes } from "./auth/two-factor/routes";
import { passkeyRoutes } from "./auth/passkeys/routes";
import { providerRoutes } from "./auth/providers/routes";
import { emailChangeRoutes } from "./auth/email-change/routes";
import { adminSecurityRoutes } from "./admin-security/routes";
import { slaRoutes } from "./sla/routes";
import { routinesRoutes } from "./routines/routes";
import { trainingRoutes } from "./training/routes";
import { workoutImportRoutes } from "./workout-import/routes";
import { myPlanRoutes } from "./my-plan/routes";
import { apiTokenRoutes } from "./api-tokens/routes";
import { dataExportRoutes } from "./data-export/routes";
import { weightImportRoutes } from "./weight-import/routes";
import { NOTIFICATION_SOURCES } from "./features";

/** Every feature's API; add one line when a feature lands. */
export const FEATURE_ROUTES: FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  helpRoutes,
  profileRoutes,
  (app, deps) => adminCoreRoutes(app, { ...deps, notificationSources: NOTIFICATION_SOURCES }),
  adminRolesRoutes,
  auditRoutes,
  adminContentRoutes,
  workoutRoutes,
  goalsRoutes,
  weightRoutes,
  waterRoutes,
  dashboardRoutes,
  foodRoutes,
  mealRoutes,
  nutrientPanelRoutes,
  ticketRoutes,
  departmentRoutes,
  progressRoutes,
  adminUsersRoutes,
  adminPlansRoutes,
  adminDashboardRoutes,
  adminAnalyticsRoutes,
  agentChatRoutes,
  chatVisitorRoutes,
  twoFactorRoutes,
  passkeyRoutes,
  providerRoutes,
  emailChangeRoutes,
  adminSecurityRoutes,
  routinesRoutes,
  trainingRoutes,
  workoutImportRoutes,
  myPlanRoutes,
  apiTokenRoutes,
  dataExportRoutes,
  weightImportRoutes,
  slaRoutes,
];
