import type { PermissionName } from "../../domain/permissions";
import { PERMISSION_NAMES } from "../../domain/permissions";

/** What each seeded permission lets staff do; shown in the role screen's permission grid. */
export const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  "dashboard.view": "See the admin dashboard and its figures",
  "users.view": "See and search user accounts",
  "users.edit": "Change a user's status and plan",
  "users.delete": "Delete user accounts",
  "users.export": "Export the user list",
  "support.view": "See the support ticket queue",
  "support.respond": "Answer tickets, change their status and create tickets",
  "chat.view": "See live chat sessions",
  "chat.respond": "Send messages in live chats",
  "chat.accept": "Accept waiting live chats",
  "chat.end": "End live chats",
  "analytics.view": "See analytics",
  "content.view": "See help-centre content",
  "plans.view": "See plans and their limits",
  "plans.create": "Create plans",
  "plans.edit": "Change plans, prices and limits",
  "settings.view": "See settings and support departments",
  "settings.edit": "Change settings, departments and help-centre content",
  "security.view": "See the audit log",
  "roles.view": "See roles, permissions and who holds them",
  "roles.assign": "Assign and remove roles below one's own level",
  "roles.edit": "Create and change roles below one's own level",
};

export interface SeedRole {
  name: string;
  description: string;
  level: number;
  permissions: readonly PermissionName[];
}

const ALL = PERMISSION_NAMES;
const without = (...names: PermissionName[]) => ALL.filter((p) => !names.includes(p));
const CHAT: PermissionName[] = ["chat.view", "chat.respond", "chat.accept", "chat.end"];

/** The role ladder a fresh install starts with; docs/roles.md explains each choice. */
export const SEED_ROLES: readonly SeedRole[] = [
  {
    name: "Super Admin",
    description: "Full access, including roles at every level",
    level: 100,
    permissions: ALL,
  },
  {
    name: "Admin",
    description: "Runs the panel: users, plans, support, settings; assigns roles below Admin",
    level: 80,
    permissions: without("roles.edit"),
  },
  {
    name: "Support Manager",
    description: "Leads the support team: tickets, chats, departments view, assigns support roles",
    level: 60,
    permissions: [
      "dashboard.view",
      "users.view",
      "users.edit",
      "support.view",
      "support.respond",
      ...CHAT,
      "analytics.view",
      "plans.view",
      "settings.view",
      "roles.view",
      "roles.assign",
    ],
  },
  {
    name: "Support Agent",
    description: "Answers support tickets and live chats",
    level: 40,
    permissions: ["dashboard.view", "users.view", "support.view", "support.respond", ...CHAT],
  },
  {
    name: "Content Editor",
    description: "Maintains the help-centre content",
    level: 30,
    permissions: ["dashboard.view", "content.view", "settings.view", "settings.edit"],
  },
  {
    name: "Analyst",
    description: "Reads figures and analytics, changes nothing",
    level: 20,
    permissions: ["dashboard.view", "analytics.view", "users.view", "plans.view"],
  },
];

export const SUPER_ADMIN_ROLE = "Super Admin";
