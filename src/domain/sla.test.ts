import { describe, expect, it } from "vitest";
import {
  applyStatusChangeWithSla,
  computeTicketSla,
  currentSlaClock,
  isSlaBreachedNow,
  moveSlaPause,
  type SlaTarget,
  type SlaTicket,
} from "./sla";
import { TICKET_STATUSES, type TicketStatus } from "./tickets";

const MIN = 60_000;
const created = new Date("2026-03-02T09:00:00Z");
const at = (minutes: number) => new Date(created.getTime() + minutes * MIN);
const target: SlaTarget = { firstResponseMinutes: 60, resolutionMinutes: 480 };

const ticket = (overrides: Partial<SlaTicket> = {}): SlaTicket => ({
  status: "open",
  createdAt: created,
  firstResponseAt: null,
  resolvedAt: null,
  closedAt: null,
  slaPausedAt: null,
  slaPausedSeconds: 0,
  ...overrides,
});

describe("first response", () => {
  it("runs from the opening, due after the target", () => {
    const { firstResponse } = computeTicketSla(ticket(), target, at(20));
    expect(firstResponse).toEqual({
      state: "running",
      dueAt: at(60),
      msLeft: 40 * MIN,
      isStopped: false,
    });
  });

  it("is still running at the due instant and breached a millisecond after", () => {
    expect(computeTicketSla(ticket(), target, at(60)).firstResponse.state).toBe("running");
    const late = computeTicketSla(ticket(), target, new Date(at(60).getTime() + 1)).firstResponse;
    expect(late).toMatchObject({ state: "breached", msLeft: -1, isStopped: false });
  });

  it("is met by a reply on or before the due time, and stays met however late it is read", () => {
    const answered = ticket({ firstResponseAt: at(60) });
    expect(computeTicketSla(answered, target, at(10_000)).firstResponse).toEqual({
      state: "met",
      dueAt: at(60),
      msLeft: 0,
      isStopped: true,
    });
  });

  it("answered late stays breached by how late it was", () => {
    const answered = ticket({ firstResponseAt: at(100) });
    expect(computeTicketSla(answered, target, at(10_000)).firstResponse).toEqual({
      state: "breached",
      dueAt: at(60),
      msLeft: -40 * MIN,
      isStopped: true,
    });
  });

  it("never pauses: a ticket waiting unanswered still runs out", () => {
    const waiting = ticket({ status: "waiting", slaPausedAt: at(10) });
    expect(computeTicketSla(waiting, target, at(70)).firstResponse).toMatchObject({
      state: "breached",
      msLeft: -10 * MIN,
    });
  });

  it("stops when the ticket is settled unanswered: met in time, breached after", () => {
    expect(
      computeTicketSla(
        ticket({ status: "resolved", resolvedAt: at(30), slaPausedAt: at(30) }),
        target,
        at(500),
      ).firstResponse,
    ).toMatchObject({ state: "met", msLeft: 30 * MIN, isStopped: true });
    expect(
      computeTicketSla(
        ticket({ status: "closed", closedAt: at(90), slaPausedAt: at(90) }),
        target,
        at(500),
      ).firstResponse,
    ).toMatchObject({ state: "breached", msLeft: -30 * MIN });
  });
});

describe("resolution", () => {
  it("runs from the opening with no pause", () => {
    expect(computeTicketSla(ticket({ status: "in-progress" }), target, at(100)).resolution).toEqual(
      { state: "running", dueAt: at(480), msLeft: 380 * MIN, isStopped: false },
    );
  });

  it("moves the due time by the ended pauses", () => {
    const t = ticket({ status: "in-progress", slaPausedSeconds: 90 * 60 });
    expect(computeTicketSla(t, target, at(100)).resolution).toEqual({
      state: "running",
      dueAt: at(570),
      msLeft: 470 * MIN,
      isStopped: false,
    });
  });

  it("is paused while waiting: the time left stays, the due time moves with the clock", () => {
    const t = ticket({ status: "waiting", slaPausedAt: at(100), slaPausedSeconds: 600 });
    const early = computeTicketSla(t, target, at(200)).resolution;
    const later = computeTicketSla(t, target, at(2000)).resolution;
    expect(early).toEqual({ state: "paused", dueAt: at(590), msLeft: 390 * MIN, isStopped: false });
    expect(later).toEqual({
      state: "paused",
      dueAt: at(2390),
      msLeft: 390 * MIN,
      isStopped: false,
    });
  });

  it("paused after its time ran out is breached, overdue by what it was when the wait began", () => {
    const t = ticket({ status: "waiting", slaPausedAt: at(500) });
    expect(computeTicketSla(t, target, at(900)).resolution).toMatchObject({
      state: "breached",
      msLeft: -20 * MIN,
      isStopped: false,
    });
  });

  it("is breached once the running time passes the target, not before", () => {
    const t = ticket({ status: "in-progress", slaPausedSeconds: 60 });
    expect(computeTicketSla(t, target, at(481)).resolution.state).toBe("running");
    expect(computeTicketSla(t, target, new Date(at(481).getTime() + 1)).resolution).toMatchObject({
      state: "breached",
      msLeft: -1,
    });
  });

  it("stops at resolution: met in time stays met, late stays breached", () => {
    const inTime = ticket({ status: "resolved", resolvedAt: at(400), slaPausedAt: at(400) });
    const late = ticket({ status: "resolved", resolvedAt: at(500), slaPausedAt: at(500) });
    expect(computeTicketSla(inTime, target, at(99_999)).resolution).toEqual({
      state: "met",
      dueAt: at(480),
      msLeft: 80 * MIN,
      isStopped: true,
    });
    expect(computeTicketSla(late, target, at(99_999)).resolution).toEqual({
      state: "breached",
      dueAt: at(480),
      msLeft: -20 * MIN,
      isStopped: true,
    });
  });

  it("a resolved ticket closed later keeps the resolution as its stop", () => {
    const t = ticket({
      status: "closed",
      resolvedAt: at(400),
      closedAt: at(900),
      slaPausedAt: at(400),
    });
    expect(computeTicketSla(t, target, at(99_999)).resolution).toMatchObject({
      state: "met",
      msLeft: 80 * MIN,
    });
  });

  it("closed unresolved stops at the closing", () => {
    const t = ticket({ status: "closed", closedAt: at(500), slaPausedAt: at(500) });
    expect(computeTicketSla(t, target, at(99_999)).resolution).toMatchObject({
      state: "breached",
      msLeft: -20 * MIN,
      isStopped: true,
    });
  });

  it("does not count a wait that ran into the resolution", () => {
    const t = ticket({
      status: "resolved",
      resolvedAt: at(600),
      slaPausedAt: at(300),
      slaPausedSeconds: 0,
    });
    expect(computeTicketSla(t, target, at(99_999)).resolution).toEqual({
      state: "met",
      dueAt: at(780),
      msLeft: 180 * MIN,
      isStopped: true,
    });
  });

  it("reads a ticket resolved before pauses were recorded as stopped at its resolution", () => {
    const t = ticket({ status: "resolved", resolvedAt: at(400) });
    expect(computeTicketSla(t, target, at(99_999)).resolution).toMatchObject({
      state: "met",
      msLeft: 80 * MIN,
    });
  });
});

describe("moveSlaPause", () => {
  const pause = (status: TicketStatus, slaPausedAt: Date | null, slaPausedSeconds = 0) => ({
    status,
    slaPausedAt,
    slaPausedSeconds,
    resolvedAt: null,
    closedAt: null,
  });

  it("starts a pause on entering waiting", () => {
    expect(moveSlaPause(pause("open", null, 30), "waiting", at(10))).toEqual({
      slaPausedAt: at(10),
      slaPausedSeconds: 30,
    });
  });

  it("adds the whole seconds of the wait on leaving it", () => {
    const now = new Date(at(25).getTime() + 999);
    expect(moveSlaPause(pause("waiting", at(10), 30), "in-progress", now)).toEqual({
      slaPausedAt: null,
      slaPausedSeconds: 30 + 15 * 60,
    });
  });

  it("keeps the pause from waiting into resolved (the clock stays stopped), and ends it on reopening", () => {
    const resolved = moveSlaPause(pause("waiting", at(10)), "resolved", at(20));
    expect(resolved).toEqual({ slaPausedAt: at(10), slaPausedSeconds: 0 });
    expect(
      moveSlaPause(
        { ...resolved, status: "resolved", resolvedAt: at(20), closedAt: null },
        "open",
        at(70),
      ),
    ).toEqual({ slaPausedAt: null, slaPausedSeconds: 60 * 60 });
  });

  it("ends a pause without a start (resolved before pauses were recorded) from the resolution", () => {
    expect(
      moveSlaPause(
        {
          status: "resolved",
          slaPausedAt: null,
          slaPausedSeconds: 5,
          resolvedAt: at(10),
          closedAt: null,
        },
        "open",
        at(11),
      ),
    ).toEqual({ slaPausedAt: null, slaPausedSeconds: 65 });
  });

  it("changes nothing between two running or two pausing statuses", () => {
    expect(moveSlaPause(pause("open", null, 7), "in-progress", at(5))).toEqual({
      slaPausedAt: null,
      slaPausedSeconds: 7,
    });
    expect(moveSlaPause(pause("resolved", at(3), 7), "closed", at(5))).toEqual({
      slaPausedAt: at(3),
      slaPausedSeconds: 7,
    });
  });

  it.each(TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => [from, to] as const)))(
    "%s → %s: the running time of the clock is the same before and after the change",
    (from, to) => {
      // Whatever the change, it neither adds nor removes running time at the moment it happens.
      const stamps = {
        resolvedAt: from === "resolved" ? at(50) : null,
        closedAt: from === "closed" ? at(50) : null,
      };
      const before: SlaTicket = ticket({
        status: from,
        ...stamps,
        firstResponseAt: at(5),
        slaPausedAt: ["waiting", "resolved", "closed"].includes(from) ? at(50) : null,
        slaPausedSeconds: 120,
      });
      const now = at(90);
      const after: SlaTicket = { ...before, ...applyStatusChangeWithSla(before, to, now) };
      const leftOf = (t: SlaTicket) =>
        computeTicketSla(t, { ...target, resolutionMinutes: 100_000 }, now).resolution.msLeft;
      expect(leftOf(after)).toBe(leftOf(before));
    },
  );
});

describe("the current target", () => {
  it("is the first response until answered, then the resolution, then none", () => {
    expect(currentSlaClock({ status: "open", firstResponseAt: null })).toBe("firstResponse");
    expect(currentSlaClock({ status: "waiting", firstResponseAt: at(1) })).toBe("resolution");
    expect(currentSlaClock({ status: "resolved", firstResponseAt: null })).toBeNull();
    expect(currentSlaClock({ status: "closed", firstResponseAt: at(1) })).toBeNull();
  });

  it("is breached now only by the target that matters now", () => {
    // Answered late, but the resolution still has time: not breached now.
    expect(isSlaBreachedNow(ticket({ firstResponseAt: at(100) }), target, at(200))).toBe(false);
    expect(isSlaBreachedNow(ticket(), target, at(61))).toBe(true);
    expect(isSlaBreachedNow(ticket({ firstResponseAt: at(10) }), target, at(481))).toBe(true);
    expect(
      isSlaBreachedNow(
        ticket({ status: "resolved", resolvedAt: at(900), slaPausedAt: at(900) }),
        target,
        at(1000),
      ),
    ).toBe(false);
  });
});
