import { createContext, useContext, type ReactNode } from "react";
import type { AdminMe } from "../../contract/admin-me";
import {
  hasAllPermissions,
  hasAnyPermission,
  hasMinimumLevel,
  hasPermission,
  type PermissionName,
} from "../../domain/permissions";

const StaffContext = createContext<AdminMe | null>(null);

export function StaffProvider({ staff, children }: { staff: AdminMe; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The signed-in staff member; only usable inside the staff gate. */
export function useStaff(): AdminMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff outside the staff gate");
  return staff;
}

/** The same checks as the server, for showing or hiding controls (the server still decides). */
export function usePermissions() {
  const staff = useStaff();
  return {
    can: (permission: PermissionName) => hasPermission(staff, permission),
    canAny: (permissions: PermissionName[]) => hasAnyPermission(staff, permissions),
    canAll: (permissions: PermissionName[]) => hasAllPermissions(staff, permissions),
    hasLevel: (level: number) => hasMinimumLevel(staff, level),
  };
}
