import {
  SecuritySettings,
  STAFF_TWO_FACTOR_MESSAGES,
  UpdateSecuritySettingsBody,
} from "../../contract/admin-security";
import { SUPER_ADMIN_LEVEL } from "../../domain/permissions";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { getSecuritySettings, updateSecuritySettings } from "./settings";

/** The installation's security settings: the staff two-factor requirement (issue 13). */
export const adminSecurityRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const guard = staffGuards(deps);

  app.get(
    "/api/admin/security-settings",
    {
      preValidation: guard.requirePermission("settings.view"),
      schema: { response: { 200: SecuritySettings } },
    },
    async () => getSecuritySettings(db, config.staffEmailDomain),
  );

  // Super Admin only, not settings.edit: the requirement decides who may open the panel at all.
  app.put(
    "/api/admin/security-settings",
    {
      preValidation: guard.requireLevel(
        SUPER_ADMIN_LEVEL,
        STAFF_TWO_FACTOR_MESSAGES.superAdminOnly,
      ),
      schema: { body: UpdateSecuritySettingsBody, response: { 200: SecuritySettings } },
    },
    async (request) =>
      updateSecuritySettings({
        db,
        actorId: staffOf(request).userId,
        ip: request.ip,
        staffDomain: config.staffEmailDomain,
        staffTwoFactorRequired: request.body.staffTwoFactorRequired,
      }),
  );
};
