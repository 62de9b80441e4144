import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi, type AdminUser } from "../../contract/admin-users";
import { urlOf, type Access, type EndpointSpec } from "../../contract/endpoint";
import { API_GROUPS } from "../../contract/endpoints";
import { hasAllPermissions, hasAnyPermission, type PermissionName } from "../../domain/permissions";
import { auditLog } from "../db/schema";
import { SEED_ROLES } from "../rbac/catalog";
import { createTestUser, type TestUser } from "./factories";
import { createTestStaff, MISSING_ID, SEEDED_ROLE_NAMES } from "./staff";
import { createTestContext, type TestContext } from "./test-app";

/**
 * An admin endpoint and what it needs: `"staff"` = any staff member; a list = any one of those
 * permissions; `{ allOf }` = all of them. Requests from allowed callers must be harmless to repeat
 * (reads, writes aimed at MISSING_ID of testing/staff.ts, or bodies the route refuses with 400):
 * "allowed" means neither 401 nor 403. Guards run in preValidation, before the body is validated,
 * so a refused caller gets 401/403 whatever it sends. The rows come from the endpoint declarations
 * (matrixOf); rbac/route-coverage.test.ts fails when an /api/admin/ route is not declared for staff.
 */
export interface MatrixEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  needs: "staff" | PermissionName[] | { allOf: PermissionName[] } | { level: number };
}

/**
 * The matrix of declared staff endpoints (src/contract), as their access says: ids in the path are
 * MISSING_ID and a body is `{}`, which the route refuses with 400 once the guard has let the caller
 * in, so no allowed call changes anything. Public, user and custom access are not staff rules and
 * are left out.
 */
export function matrixOf(
  ...groups: readonly Readonly<Record<string, EndpointSpec>>[]
): MatrixEndpoint[] {
  return groups
    .flatMap((group) => Object.values(group))
    .flatMap((endpoint) => {
      const needs = needsOf(endpoint.access);
      if (!needs) return [];
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, MISSING_ID]),
      );
      return [
        {
          method: endpoint.method,
          url: urlOf(endpoint, { params }),
          ...(endpoint.body ? { payload: {} } : {}),
          needs,
        },
      ];
    });
}

/** The staff matrix is split over this many test files, each on a database of its own, to run side by side. */
export const STAFF_MATRIX_PARTS = 3;

/** Every declared staff endpoint's rows, part `part` of STAFF_MATRIX_PARTS. */
export function staffMatrixPart(part: number): MatrixEndpoint[] {
  return matrixOf(...Object.values(API_GROUPS)).filter(
    (_, index) => index % STAFF_MATRIX_PARTS === part,
  );
}

function needsOf(access: Access): MatrixEndpoint["needs"] | undefined {
  if (access === "staff") return "staff";
  if (typeof access !== "object" || "custom" in access) return undefined;
  if ("permission" in access) return [access.permission];
  if ("anyOf" in access) return [...access.anyOf];
  if ("allOf" in access) return { allOf: [...access.allOf] };
  return { level: access.level };
}

const NON_STAFF = ["plain user", "off-domain role holder", "staff domain, no role"] as const;

const seededRole = (role: string) => SEED_ROLES.find((r) => r.name === role);

function isAllowed(role: string, needs: MatrixEndpoint["needs"]): boolean {
  const permissions = [...(seededRole(role)?.permissions ?? [])];
  if (needs === "staff") return true;
  if ("level" in needs) return (seededRole(role)?.level ?? -1) >= needs.level;
  return Array.isArray(needs)
    ? hasAnyPermission({ permissions }, needs)
    : hasAllPermissions({ permissions }, needs.allOf);
}

/**
 * Checks every endpoint against an anonymous visitor, each kind of non-staff caller and every seeded
 * role, on a database of its own. Call it at the top level of a test file.
 */
export function runPermissionMatrix(endpoints: readonly MatrixEndpoint[]): void {
  let ctx: TestContext;
  const callers = new Map<string, TestUser>();
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
    callers.set("plain user", await createTestUser(ctx));
    // The domain rule wins over role rows: outside the staff domain a Super Admin row grants nothing.
    const tag = randomBytes(4).toString("hex");
    callers.set(
      "off-domain role holder",
      await createTestStaff(ctx, { role: "Super Admin", email: `boss-${tag}@example.com` }),
    );
    callers.set(
      "staff domain, no role",
      await createTestUser(ctx, { email: `norole-${tag}@${ctx.config.staffEmailDomain}` }),
    );
  });
  afterAll(() => ctx.close());

  describe.each(endpoints)("$method $url", (endpoint) => {
    const call = (cookie?: string) =>
      ctx.request({
        method: endpoint.method,
        url: endpoint.url,
        cookie,
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });

    it("answers 401 to an anonymous visitor", async () => {
      expect((await call()).statusCode).toBe(401);
    });

    it.each(NON_STAFF)("answers 403 to a %s", async (who) => {
      expect((await call(callers.get(who)!.cookie)).statusCode).toBe(403);
    });

    it.each(SEEDED_ROLE_NAMES)("follows the permissions of %s", async (role) => {
      const response = await call(callers.get(role)!.cookie);
      if (isAllowed(role, endpoint.needs)) {
        expect([401, 403], `${role} should pass: ${response.body}`).not.toContain(
          response.statusCode,
        );
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode, `${role} should be refused`).toBe(403);
      }
    });
  });
}

/**
 * A User Management write aimed at a senior account that changes nothing: its stored values sent
 * back, a reactivation while it is active, its own plan again. The seniority rule must come first,
 * changed or not, so every role below Super Admin is refused even where the permission is held.
 */
export interface SeniorNoChangeEdit {
  label: string;
  method: "POST" | "PATCH";
  /** The path, given the senior account's id. */
  url: (seniorId: string) => string;
  /** The body, built from the senior account as User Management reads it. */
  payload?: (senior: AdminUser) => unknown;
}

/**
 * Aims each edit at a Super Admin: another Super Admin may (neither 401, 403 nor 5xx), every other
 * seeded role gets 403 and leaves no audit entry on that account. Call it at the top level.
 */
export function runSeniorNoChangeMatrix(edits: readonly SeniorNoChangeEdit[]): void {
  describe("no-change edits of a senior account", () => {
    let ctx: TestContext;
    let senior: TestUser;
    const callers = new Map<string, TestUser>();
    beforeAll(async () => {
      ctx = await createTestContext();
      for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
      senior = await createTestStaff(ctx, { role: "Super Admin" });
    });
    afterAll(() => ctx.close());

    describe.each(edits)("$label", (edit) => {
      it.each(SEEDED_ROLE_NAMES)("as %s", async (role) => {
        const caller = callers.get(role)!;
        const read = await ctx.call(adminUsersApi.get, {
          params: { id: senior.id },
          cookie: callers.get("Super Admin")!.cookie,
        });
        const payload = edit.payload?.(read.json<AdminUser>());
        const response = await ctx.request({
          method: edit.method,
          url: edit.url(senior.id),
          cookie: caller.cookie,
          ...(payload ? { payload } : {}),
        });
        if (role === "Super Admin") {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode).toBeLessThan(500);
          return;
        }
        expect(response.statusCode, `${role} should be refused`).toBe(403);
        const entries = await ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, senior.id), eq(auditLog.actorId, caller.id)));
        expect(entries).toEqual([]);
      });
    });
  });
}
