import { eq } from "drizzle-orm";
import { apiTokensApi, type CreatedApiToken } from "../../contract/api-tokens";
import { plans, profiles } from "../db/schema";
import type { TestUser } from "./factories";
import type { TestContext } from "./test-app";

/** Makes a token through the app's own route, as the Settings page does. */
export async function makeToken(
  ctx: TestContext,
  user: TestUser,
  body: { name?: string; scope?: "read" | "read_write"; expiry?: string } = {},
): Promise<CreatedApiToken> {
  const response = await ctx.call(apiTokensApi.create, {
    cookie: user.cookie,
    body: { name: "Script", scope: "read_write", expiry: "30", ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`token not made: ${response.statusCode} ${response.body}`);
  return response.json<CreatedApiToken>();
}

/** A /api/v1 call with the token and no Origin or cookie, as a script sends it. */
export function callV1(
  ctx: TestContext,
  token: string | null,
  options: {
    method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD";
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  },
) {
  return ctx.app.inject({
    method: options.method ?? "GET",
    url: options.url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export async function setPlan(
  ctx: TestContext,
  userId: string,
  planName: "Free" | "Premium" | "Pro",
): Promise<void> {
  const [plan] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.name, planName));
  await ctx.db.update(profiles).set({ planId: plan!.id }).where(eq(profiles.id, userId));
}
