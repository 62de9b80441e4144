import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTypingExpiry, createTypingThrottle } from "./typing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createTypingExpiry", () => {
  it("shows the indicator on a frame and hides it 4 s after the last one", () => {
    const states: boolean[] = [];
    const expiry = createTypingExpiry((shown) => states.push(shown));
    expiry.ping();
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(3_000);
    expiry.ping();
    vi.advanceTimersByTime(3_999);
    expect(states).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, true, false]);
  });

  it("hides at once when the other side's message arrives, and the old timer does not fire later", () => {
    const states: boolean[] = [];
    const expiry = createTypingExpiry((shown) => states.push(shown));
    expiry.ping();
    expiry.clear();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([true, false]);
  });

  it("fires nothing after dispose", () => {
    const states: boolean[] = [];
    const expiry = createTypingExpiry((shown) => states.push(shown));
    expiry.ping();
    expiry.dispose();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([true]);
  });
});

describe("createTypingThrottle", () => {
  it("sends at most one frame every 2 s while keys keep coming", () => {
    let now = 0;
    const send = vi.fn();
    const throttle = createTypingThrottle(send, () => now);
    for (now = 0; now <= 5_000; now += 100) throttle.typed();
    // At 0, 2000 and 4000 ms.
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("announces again at once after a reset (the message was sent)", () => {
    let now = 0;
    const send = vi.fn();
    const throttle = createTypingThrottle(send, () => now);
    throttle.typed();
    now = 500;
    throttle.reset();
    throttle.typed();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
