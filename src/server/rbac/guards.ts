import type { FastifyRequest } from "fastify";
import { ADMIN_ACCESS_DENIED, rbacApi } from "../../contract/admin-me";
import {
  isTwoFactorSatisfied,
  STAFF_TWO_FACTOR_MESSAGES,
  TWO_FACTOR_REQUIRED_CODE,
  type StaffTwoFactorState,
} from "../../contract/admin-security";
import {
  hasAllPermissions,
  hasAnyPermission,
  hasMinimumLevel,
  hasPermission,
  resolveStaff,
  type PermissionName,
  type StaffContext,
} from "../../domain/permissions";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError, forbidden, unauthorized } from "../errors";
import { loadStaff } from "./staff";

/** Whether the organisation requires two-factor of staff, and whether the viewer has it. */
export interface StaffTwoFactorFacts {
  twoFactorRequired: boolean;
  hasTwoFactor: boolean;
}

/** A refused attempt at a staff route, as the audit log keeps it. */
export interface StaffRefusal {
  db: Db;
  actorId: string;
  action: "admin.access_denied" | "admin.permission_denied";
  targetType: "route";
  targetId: string;
  after: Record<string, unknown>;
  ip: string;
}

/**
 * What the staff gate needs from features that build on rbac, handed over by the composition root
 * (STAFF_GATE in src/server/features.ts, passed to accessGuards by app.ts) so rbac imports neither:
 * the two-factor facts (admin-security) and the log of refused attempts (audit).
 */
export interface StaffGate {
  /** For a viewer whose session was read without its staff facts. */
  twoFactorFacts(db: Db, userId: string): Promise<StaffTwoFactorFacts>;
  /** Logs the refusal; a repeat within the minute may be left out, so a probing loop cannot grow the log. */
  recordRefusal(refusal: StaffRefusal): Promise<unknown>;
}

/** The staff context of requests that passed requireStaff; a WeakMap so it dies with the request. */
const staffOfRequest = new WeakMap<FastifyRequest, StaffContext>();

/** The viewer's staff context; only call it behind requireStaff / requirePermission. */
export function staffOf(request: FastifyRequest): StaffContext {
  const staff = staffOfRequest.get(request);
  if (!staff) throw forbidden(ADMIN_ACCESS_DENIED);
  return staff;
}

/** What the gate knew of the viewer's second factor; set by requireStaff for GET /api/admin/me. */
const twoFactorOfRequest = new WeakMap<FastifyRequest, StaffTwoFactorState>();

/** The viewer's two-factor state; only call it behind requireStaff. */
export function staffTwoFactorOf(request: FastifyRequest): StaffTwoFactorState {
  const state = twoFactorOfRequest.get(request);
  if (!state) throw forbidden(ADMIN_ACCESS_DENIED);
  return state;
}

/**
 * The routes a staff member needs while the two-factor requirement keeps them out: how the gate
 * judges them (GET /api/admin/me tells the admin app to show the set-up screen). Everything else
 * answers 403 two_factor_required until they sign in with a second factor.
 */
const OPEN_WITHOUT_SECOND_FACTOR = new Set([`${rbacApi.me.method} ${rbacApi.me.path}`]);

/** `can(staff, "users.edit")`: the one permission check services and routes use. */
export const can = hasPermission;
export const canAny = hasAnyPermission;
export const canAll = hasAllPermissions;

type PreHandler = (request: FastifyRequest) => Promise<void>;

export interface StaffGuards {
  /** 401 for anonymous visitors, 403 (and an audit entry) for signed-in users who are not staff. */
  requireStaff: PreHandler;
  /** requireStaff plus the permission; `message` replaces the generic 403 text. */
  requirePermission(permission: PermissionName, message?: string): PreHandler;
  requireAnyPermission(permissions: PermissionName[], message?: string): PreHandler;
  requireAllPermissions(permissions: PermissionName[], message?: string): PreHandler;
  requireLevel(level: number, message?: string): PreHandler;
}

const NO_PERMISSION = "You don't have permission to do that";

/** The route pattern, not the URL: one entry per endpoint, whatever id a probe tries. */
const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url}`;

/**
 * Fastify hooks for staff routes, used as `preValidation` so a refused caller gets 401/403, never a
 * 400 about its body. accessGuards builds them once from the app's dependencies (no globals) and
 * hands each endpoint the one its declared access names.
 */
export function staffGuards(deps: { db: Db; config: Config; gate: StaffGate }): StaffGuards {
  const requireStaff: PreHandler = async (request) => {
    if (staffOfRequest.has(request)) return;
    const viewer = request.viewer;
    if (!viewer) throw unauthorized();
    const staffDomain = deps.config.staffEmailDomain;
    const { email, staff } = viewer.staffFacts
      ? {
          email: viewer.email,
          staff: resolveStaff({
            userId: viewer.userId,
            email: viewer.email,
            staffDomain,
            ...viewer.staffFacts,
          }),
        }
      : await loadStaff(deps.db, { userId: viewer.userId, staffDomain });
    if (!staff) {
      // The Access Denied page promises the attempt is logged: it is, here, on the server.
      await deps.gate.recordRefusal({
        db: deps.db,
        actorId: viewer.userId,
        action: "admin.access_denied",
        targetType: "route",
        targetId: routeOf(request),
        after: { email },
        ip: request.ip,
      });
      throw forbidden(ADMIN_ACCESS_DENIED);
    }
    const facts = viewer.staffFacts ?? (await deps.gate.twoFactorFacts(deps.db, viewer.userId));
    const twoFactor: StaffTwoFactorState = {
      twoFactorRequired: facts.twoFactorRequired,
      hasTwoFactor: facts.hasTwoFactor,
      sessionAal: viewer.aal,
    };
    if (!isTwoFactorSatisfied(twoFactor) && !OPEN_WITHOUT_SECOND_FACTOR.has(routeOf(request))) {
      const message = twoFactor.hasTwoFactor
        ? STAFF_TWO_FACTOR_MESSAGES.signInAgain
        : STAFF_TWO_FACTOR_MESSAGES.setUp;
      throw new AppError(TWO_FACTOR_REQUIRED_CODE, message, 403);
    }
    staffOfRequest.set(request, staff);
    twoFactorOfRequest.set(request, twoFactor);
  };

  /** `required` names what was missing in the audit entry: a permission, several, or a level. */
  const checked =
    (
      allowed: (staff: StaffContext) => boolean,
      required: Record<string, unknown>,
      message = NO_PERMISSION,
    ): PreHandler =>
    async (request) => {
      await requireStaff(request);
      const staff = staffOf(request);
      if (allowed(staff)) return;
      // Staff probing beyond their role are logged like outsiders are (docs/roles.md promises it).
      await deps.gate.recordRefusal({
        db: deps.db,
        actorId: staff.userId,
        action: "admin.permission_denied",
        targetType: "route",
        targetId: routeOf(request),
        after: { email: staff.email, role: staff.role.name, level: staff.level, ...required },
        ip: request.ip,
      });
      throw forbidden(message);
    };

  return {
    requireStaff,
    requirePermission: (permission, message) =>
      checked((s) => hasPermission(s, permission), { permission }, message),
    requireAnyPermission: (permissions, message) =>
      checked((s) => hasAnyPermission(s, permissions), { anyOf: permissions }, message),
    requireAllPermissions: (permissions, message) =>
      checked((s) => hasAllPermissions(s, permissions), { allOf: permissions }, message),
    requireLevel: (level, message) =>
      checked((s) => hasMinimumLevel(s, level), { minimumLevel: level }, message),
  };
}
