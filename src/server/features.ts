import {
  hasTwoFactorSql,
  loadTwoFactorFacts,
  staffTwoFactorRequiredSql,
} from "./admin-security/two-factor-facts";
import { writeAuditThrottled } from "./audit/throttle";
import { purgeExpiredDevices } from "./auth/sessions/known-devices";
import { purgeExpiredSessions, type StaffFactsSql } from "./auth/sessions/sessions";
import { socketUserCheck } from "./auth/sessions/socket-check";
import type { VisitorCredential } from "./chat/credential";
import { chatTopics, chatVisitors } from "./chat/realtime-topics";
import type { Seeder } from "./db/seed";
import { departmentsSeeder } from "./departments/seed";
import { foodsSeeder } from "./foods/seed";
import { faqSeeder } from "./help/seed";
import { plansSeeder } from "./plans/seed";
import type { NotificationSource } from "./rbac/notifications";
import type { StaffGate } from "./rbac/guards";
import { rbacSeeder } from "./rbac/seed";
import { heldRolesJson } from "./rbac/staff";
import type { RealtimeSetup } from "./realtime/topics";
import type { Purge } from "./startup/housekeeping";
import { newTicketsNotification } from "./tickets/notifications";
import { ticketTopics } from "./tickets/realtime-topics";
import { exercisesSeeder } from "./workouts/seed";

/*
 * What features plug into the infrastructure besides their routes (routes.ts), and what a feature
 * takes from features built on it. The infrastructure folders (db, http, mail, realtime, startup)
 * import no feature, and no feature imports another in a circle, so the lists live here, in the
 * composition root, and are handed over where the app is built and started (app.ts, serve.ts).
 */

/** Reference data, seeded at every start in this order (see Seeder.runs). */
export const SEEDERS: readonly Seeder[] = [
  plansSeeder,
  faqSeeder,
  foodsSeeder,
  rbacSeeder,
  exercisesSeeder,
  departmentsSeeder,
];

/** What the admin bell counts (src/server/rbac/notifications.ts); each source names the permission it needs. */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [newTicketsNotification];

/** Run by the hourly housekeeping before its own deletes (src/server/startup/housekeeping.ts). */
export const PURGES: readonly Purge[] = [purgeExpiredSessions, purgeExpiredDevices];

/**
 * What rbac's staff guards take from the features built on rbac (src/server/rbac/guards.ts): the
 * staff two-factor requirement (admin-security) and the audit log's throttled entry for a refusal.
 */
export const STAFF_GATE: StaffGate = {
  twoFactorFacts: loadTwoFactorFacts,
  recordRefusal: writeAuditThrottled,
};

/**
 * Read with the session of a staff route (src/server/auth/sessions/sessions.ts), so the staff gate needs no
 * second query, and with a socket's session before each delivery (socket-check.ts beside it): rbac's
 * roles and admin-security's two-factor requirement.
 */
export const STAFF_FACTS: StaffFactsSql = {
  roles: heldRolesJson,
  twoFactorRequired: staffTwoFactorRequiredSql,
  hasTwoFactor: hasTwoFactorSql,
};

/**
 * The WebSocket's topics (src/server/realtime/plugin.ts): who a signed-in user's socket is as staff
 * now (auth, with STAFF_FACTS above), which signed-out visitors it lets in (chat), and what each
 * feature publishes on it.
 */
export const REALTIME: RealtimeSetup<VisitorCredential> = {
  checkUser: socketUserCheck(STAFF_FACTS),
  guests: chatVisitors,
  topics: [ticketTopics, chatTopics],
};
