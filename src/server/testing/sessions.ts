import { desc, eq } from "drizzle-orm";
import { sessions } from "../db/schema";
import type { TestUser } from "./factories";
import type { TestContext } from "./test-app";

/** As a session signed in more than five minutes ago (or stolen then): its sign-in's proof has aged out. */
export const ageProof = (ctx: TestContext, user: Pick<TestUser, "id">) =>
  ctx.db
    .update(sessions)
    .set({ reauthenticatedAt: new Date(Date.now() - 6 * 60 * 1000) })
    .where(eq(sessions.userId, user.id));

/** The user's latest session row, as the last sign-in left it. */
export const newestSession = async (ctx: TestContext, userId: string) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1)
  )[0]!;
