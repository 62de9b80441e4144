import { eq, inArray } from "drizzle-orm";
import { PERMISSION_NAMES, splitPermissionName } from "../../domain/permissions";
import type { Db } from "../db/client";
import { permissions, rolePermissions, roles } from "../db/schema";
import type { Seeder } from "../db/seed";
import { PERMISSION_DESCRIPTIONS, SEED_ROLES, SUPER_ADMIN_ROLE } from "./catalog";

/**
 * Inserts missing permissions and roles. A role that already exists keeps its staff-edited
 * permissions; only the Super Admin is topped up so that it always holds every permission.
 */
export async function seedRbac(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(
      PERMISSION_NAMES.map((name) => ({
        name,
        description: PERMISSION_DESCRIPTIONS[name],
        ...splitPermissionName(name),
      })),
    )
    .onConflictDoNothing({ target: permissions.name });
  const catalogue = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions);
  const idOf = new Map(catalogue.map((p) => [p.name, p.id]));

  const created = await db
    .insert(roles)
    .values(SEED_ROLES.map(({ name, description, level }) => ({ name, description, level })))
    .onConflictDoNothing({ target: roles.name })
    .returning({ id: roles.id, name: roles.name });
  const grants = created.flatMap((role) => {
    const seed = SEED_ROLES.find((r) => r.name === role.name);
    return (seed?.permissions ?? []).map((name) => ({
      roleId: role.id,
      permissionId: idOf.get(name)!,
    }));
  });
  const [superAdmin] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, SUPER_ADMIN_ROLE));
  if (superAdmin) {
    grants.push(...catalogue.map((p) => ({ roleId: superAdmin.id, permissionId: p.id })));
  }
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}

export async function roleIdsByName(db: Db, names: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export const rbacSeeder: Seeder = { name: "rbac", runs: "every start", seed: seedRbac };
