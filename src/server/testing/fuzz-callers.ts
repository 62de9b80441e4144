import type { EndpointSpec } from "../../contract/endpoint";
import { rbacApi } from "../../contract/admin-me";
import { authApi } from "../../contract/auth-api";
import { createTestUser, type TestUser } from "./factories";
import { FUZZ_PASSWORD } from "./fuzz-values";
import { createTestStaff } from "./staff";
import type { TestContext } from "./test-app";

export const CALLER_KINDS = ["anonymous", "user", "Super Admin"] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** An endpoint that answers 200 only while the caller still has what the fuzz needs of them. */
const ALIVE_CHECK: Record<Exclude<CallerKind, "anonymous">, EndpointSpec> = {
  user: authApi.me,
  // Staff access also needs the verified staff e-mail, which a fuzzed profile edit may change.
  "Super Admin": rbacApi.me,
};

/**
 * The three callers of the fuzz. A fuzzed request may sign one out, delete them, change their
 * e-mail or password: after any write that succeeded the caller is checked before the next request
 * and replaced when it no longer works, so later requests still get past the guards.
 */
export class FuzzCallers {
  private readonly callers = new Map<CallerKind, TestUser>();
  private readonly unchecked = new Set<CallerKind>();
  /** Every id a caller ever had: kept out of the id pool so the Super Admin does not delete its fellow callers on purpose. */
  readonly ownIds = new Set<string>();

  constructor(private readonly ctx: TestContext) {}

  cookie(kind: CallerKind): string | undefined {
    return this.callers.get(kind)?.cookie;
  }

  /** After a write that worked: it may have cost the caller their session. */
  markUnchecked(kind: CallerKind): void {
    this.unchecked.add(kind);
  }

  async ensure(kind: CallerKind): Promise<void> {
    if (kind === "anonymous") return;
    const caller = this.callers.get(kind);
    if (caller && !this.unchecked.has(kind)) return;
    this.unchecked.delete(kind);
    if (
      caller &&
      (await this.ctx.call(ALIVE_CHECK[kind], { cookie: caller.cookie })).statusCode === 200
    )
      return;
    const fresh =
      kind === "user"
        ? await createTestUser(this.ctx, { password: FUZZ_PASSWORD })
        : await createTestStaff(this.ctx, { role: "Super Admin", password: FUZZ_PASSWORD });
    this.ownIds.add(fresh.id);
    this.callers.set(kind, fresh);
  }
}
