import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { permissions, rolePermissions, roles } from "../db/schema";
import { createTestStaff, type TestStaff } from "./staff";
import type { TestContext } from "./test-app";

/**
 * Staff who may read the Support Queue but not act on it (support.view without support.respond). No
 * seeded role is that, so the role is made here: the refusals it meets are the ones the rule is about.
 */
export async function createQueueReader(ctx: TestContext): Promise<TestStaff> {
  const [role] = await ctx.db
    .insert(roles)
    .values({ name: `Queue Reader ${randomBytes(3).toString("hex")}`, level: 10 })
    .returning({ id: roles.id, name: roles.name });
  const [view] = await ctx.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, "support.view"));
  await ctx.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: view!.id });
  return createTestStaff(ctx, { role: role!.name });
}
