import type { Db } from "../db/client";
import {
  archiveAudit,
  archiveMailedLinks,
  archiveProfile,
  archiveSessions,
  archiveSignIn,
  archiveStaff,
} from "./archive-account";
import { archiveFoods } from "./archive-foods";
import { archiveChats, archiveTickets } from "./archive-support";
import {
  archiveMealPages,
  archiveRoutines,
  archiveWaterPages,
  archiveWeightPages,
  archiveWorkoutPages,
} from "./archive-trackers";
import type { JsonSection } from "./json-stream";
import type { ExportOwner } from "./owner";

/** Bumped when the archive's layout changes, so a reader can tell files apart. */
export const ARCHIVE_FORMAT = 1;

/** A loader shared by the sections it fills, run once when the first of them is written. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/**
 * Everything the product holds about one user, secrets left out (see ARCHIVE_COVERAGE), as the
 * archive's keys in file order. The trackers, which grow with every day of use, come a page at a
 * time; the rest is small and read when its key is written.
 */
export function archiveSections(db: Db, userId: string, owner: ExportOwner): JsonSection[] {
  const account = once(() => archiveProfile(db, userId));
  const training = once(() => archiveRoutines(db, userId));
  const foods = once(() => archiveFoods(db, userId));
  const value = (key: string, load: () => Promise<unknown>): JsonSection => ({ key, value: load });
  const constant = (key: string, fixed: unknown) => value(key, () => Promise.resolve(fixed));
  return [
    constant("format", ARCHIVE_FORMAT),
    constant("product", "Vitalog"),
    constant("exportedAt", new Date().toISOString()),
    constant("exportedOn", owner.today),
    constant("units", {
      weights: "kg",
      lengths: "m and cm",
      volumes: "ml",
      energy: "kcal",
      note: "stored values are metric; profile.unitSystem and goals.weightUnit say what the screens show",
    }),
    value("account", async () => (await account()).account),
    value("profile", async () => (await account()).profile),
    value("goals", async () => (await account()).goals),
    { key: "weight", pages: () => archiveWeightPages(db, userId) },
    { key: "meals", pages: () => archiveMealPages(db, userId) },
    { key: "water", pages: () => archiveWaterPages(db, userId) },
    { key: "workouts", pages: () => archiveWorkoutPages(db, userId) },
    value("routines", async () => (await training()).routines),
    value("customExercises", async () => (await training()).customExercises),
    value("customFoods", async () => (await foods()).customFoods),
    value("recipes", async () => (await foods()).recipes),
    value("savedMeals", async () => (await foods()).savedMeals),
    value("tickets", () => archiveTickets(db, userId)),
    value("chats", () => archiveChats(db, userId)),
    value("sessions", () => archiveSessions(db, userId)),
    value("signIn", () => archiveSignIn(db, userId)),
    value("mailedLinks", () => archiveMailedLinks(db, userId)),
    value("staff", () => archiveStaff(db, userId)),
    value("audit", () => archiveAudit(db, userId)),
  ];
}

/**
 * Where each table that references users.id lands in the archive (a dotted path). The archive
 * test fails when a table referencing users is in neither this list nor ARCHIVE_EXCLUDED, so a new
 * user-owned table is not forgotten.
 */
export const ARCHIVE_COVERAGE: Record<string, string> = {
  users: "account",
  profiles: "profile",
  nutrition_goals: "goals",
  weight_entries: "weight",
  meal_entries: "meals",
  water_entries: "water",
  workouts: "workouts",
  routines: "routines",
  exercises: "customExercises",
  custom_foods: "customFoods",
  recipes: "recipes",
  saved_meals: "savedMeals",
  // The user's own tickets (user_id) with their public thread (ticket_messages by the ticket).
  support_tickets: "tickets",
  ticket_messages: "tickets",
  // Chats the user had as a customer (user_id) with the transcript they saw.
  live_chat_sessions: "chats",
  chat_messages: "chats",
  sessions: "sessions",
  totp_factors: "signIn.twoFactor",
  recovery_codes: "signIn.twoFactor",
  passkeys: "signIn.passkeys",
  identities: "signIn.identities",
  api_tokens: "signIn.apiTokens",
  known_devices: "signIn.knownDevices",
  email_verifications: "mailedLinks.emailVerifications",
  email_changes: "mailedLinks.emailChanges",
  password_resets: "mailedLinks.passwordResets",
  user_roles: "staff.roles",
  department_staff: "staff.departments",
  chat_agents: "staff.chatAvailability",
};

/** Tables referencing users.id that are not about the user, each with the reason. */
export const ARCHIVE_EXCLUDED: Record<string, string> = {
  // Steps of a sign-in in progress (WebAuthn challenges, PKCE verifiers): secrets that expire in minutes.
  auth_flows: "short-lived sign-in steps holding challenges and verifiers",
  // Installation content a staff member wrote at work (created_by / updated_by); what they did is in `audit`.
  chat_saved_replies: "a department's saved replies, the desk's content",
  security_settings: "the installation's settings row, the desk's content",
  sla_targets: "the desk's response and resolution targets (updated_by), the desk's content",
  // A staff member's working preference, not about them: which tickets their queue opens on.
  staff_queue_filters: "the Support Queue's remembered filters, a screen setting",
};
