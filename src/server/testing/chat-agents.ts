import { eq, sql } from "drizzle-orm";
import { chatAgents, departments } from "../db/schema";
import { createTestStaff, type TestStaff } from "./staff";
import type { TestContext } from "./test-app";

/** A seeded department's id by name (General, Billing, Technical, Nutrition Coaching). */
export async function departmentId(ctx: TestContext, name = "General"): Promise<string> {
  const [row] = await ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

/**
 * A Support Agent (holds chat.accept) whose console is open: availability online and a heartbeat
 * now, written straight into chat_agents as the realtime heartbeat would.
 */
export async function createOnlineAgent(
  ctx: TestContext,
  options: {
    availability?: "online" | "away" | "busy";
    lastSeenSecondsAgo?: number;
    role?: string;
  } = {},
): Promise<TestStaff> {
  const agent = await createTestStaff(ctx, {
    role: options.role ?? "Support Agent",
    firstName: "Sam",
  });
  await setAgentPresence(ctx, agent.id, options);
  return agent;
}

export async function setAgentPresence(
  ctx: TestContext,
  userId: string,
  options: { availability?: "online" | "away" | "busy"; lastSeenSecondsAgo?: number } = {},
): Promise<void> {
  const lastSeenAt = sql`now() - make_interval(secs => ${options.lastSeenSecondsAgo ?? 0})`;
  const availability = options.availability ?? "online";
  await ctx.db
    .insert(chatAgents)
    .values({ userId, availability, lastSeenAt })
    .onConflictDoUpdate({ target: chatAgents.userId, set: { availability, lastSeenAt } });
}
