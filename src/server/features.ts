import { purgeExpiredDevices } from "./auth/known-devices";
import { purgeExpiredSessions } from "./auth/sessions";
import type { VisitorCredential } from "./chat/credential";
import { chatTopics, chatVisitors } from "./chat/realtime-topics";
import type { Seeder } from "./db/seed";
import { departmentsSeeder } from "./departments/seed";
import { foodsSeeder } from "./foods/seed";
import { faqSeeder } from "./help/seed";
import { plansSeeder } from "./plans/seed";
import type { NotificationSource } from "./rbac/notifications";
import { rbacSeeder } from "./rbac/seed";
import { checkSocketUser } from "./rbac/socket-viewer";
import type { RealtimeSetup } from "./realtime/topics";
import type { Purge } from "./startup/housekeeping";
import { newTicketsNotification } from "./tickets/notifications";
import { ticketTopics } from "./tickets/realtime-topics";
import { exercisesSeeder } from "./workouts/seed";

/*
 * What features plug into the infrastructure besides their routes (routes.ts). The infrastructure
 * folders (db, http, mail, realtime, startup) import no feature, so the lists live here, in the
 * composition root, and are handed over where the app is built and started (app.ts, main.ts).
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
 * The WebSocket's topics (src/server/realtime/plugin.ts): who a signed-in user's socket is as staff
 * now (rbac), which signed-out visitors it lets in (chat), and what each feature publishes on it.
 */
export const REALTIME: RealtimeSetup<VisitorCredential> = {
  checkUser: checkSocketUser,
  guests: chatVisitors,
  topics: [ticketTopics, chatTopics],
};
