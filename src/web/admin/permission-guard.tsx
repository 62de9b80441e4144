import type { ReactNode } from "react";
import { ShieldAlert } from "lucide-react";
import type { PermissionName } from "../../domain/permissions";
import { usePermissions } from "./staff-context";

export const ACCESS_RESTRICTED_TITLE = "Access Restricted";
export const ACCESS_RESTRICTED_TEXT = "You don't have permission to view this content.";

interface PermissionGuardProps {
  /** One permission, or any of several, or all of several. */
  permission?: PermissionName;
  anyOf?: PermissionName[];
  allOf?: PermissionName[];
  minLevel?: number;
  /** Shown instead of the children when the check fails. */
  fallback?: ReactNode;
  /** With no fallback: show 'Access Restricted' instead of rendering nothing. */
  showRestricted?: boolean;
  children: ReactNode;
}

export function AccessRestricted() {
  return (
    <div
      role="alert"
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-6 text-center"
    >
      <ShieldAlert className="size-8 text-amber-700" aria-hidden />
      <h2 className="text-lg font-semibold text-amber-900">{ACCESS_RESTRICTED_TITLE}</h2>
      <p className="text-sm text-amber-900">{ACCESS_RESTRICTED_TEXT}</p>
    </div>
  );
}

/** Hides its children, shows a fallback, or shows 'Access Restricted' when the viewer lacks a permission. */
export function PermissionGuard({
  permission,
  anyOf,
  allOf,
  minLevel,
  fallback,
  showRestricted,
  children,
}: PermissionGuardProps) {
  const { can, canAny, canAll, hasLevel } = usePermissions();
  const isAllowed =
    (permission === undefined || can(permission)) &&
    (anyOf === undefined || canAny(anyOf)) &&
    (allOf === undefined || canAll(allOf)) &&
    (minLevel === undefined || hasLevel(minLevel));
  if (isAllowed) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return showRestricted ? <AccessRestricted /> : null;
}
