import {
  BarChart3,
  Building2,
  CreditCard,
  FileText,
  Headphones,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  Settings,
  Shield,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { PermissionName } from "../../../domain/permissions";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission: PermissionName;
  end?: boolean;
}

/** The admin navigation (admin spec, section 2), each item shown only with its permission. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  {
    to: "/admin",
    label: "Dashboard",
    icon: LayoutDashboard,
    permission: "dashboard.view",
    end: true,
  },
  { to: "/admin/users", label: "Users", icon: Users, permission: "users.view" },
  { to: "/admin/support", label: "Support", icon: Headphones, permission: "support.view" },
  { to: "/admin/live-chat", label: "Live Chat", icon: MessagesSquare, permission: "chat.view" },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3, permission: "analytics.view" },
  { to: "/admin/content", label: "Content", icon: FileText, permission: "content.view" },
  { to: "/admin/plans", label: "Plans", icon: CreditCard, permission: "plans.view" },
  { to: "/admin/settings", label: "Settings", icon: Settings, permission: "settings.view" },
  { to: "/admin/security", label: "Security", icon: Shield, permission: "security.view" },
  { to: "/admin/departments", label: "Departments", icon: Building2, permission: "settings.view" },
  { to: "/admin/roles", label: "Roles", icon: KeyRound, permission: "roles.view" },
];
