import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REALTIME_CLOSE, type ClientFrame, type ServerFrame } from "../../contract/realtime";
import { RealtimeClient, shouldRefetch, type FrameContext } from "./realtime";

/** A stand-in for the browser's WebSocket: the test opens, feeds and drops it by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: ClientFrame[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  /** 1005 is what a browser reports for a close without a code, as a dropped line gives 1006. */
  close(code = 1005) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("location", { protocol: "https:", host: "app.example" });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("RealtimeClient", () => {
  it("says it is reconnecting after a drop, comes back with backoff and resumes after the newest message held", () => {
    const client = new RealtimeClient();
    const held: { lastMessageId?: string } = {};
    const frames: ServerFrame[] = [];
    client.subscribe("tickets:queue", {
      lastMessageId: () => held.lastMessageId,
      onFrame: (f) => frames.push(f),
    });
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe("wss://app.example/api/realtime");
    first.open();
    expect(client.getStatus()).toBe("online");
    expect(first.sent).toEqual([{ type: "subscribe", topic: "tickets:queue" }]);
    first.receive({ type: "changed", topic: "tickets:queue" });
    expect(frames).toEqual([{ type: "changed", topic: "tickets:queue" }]);

    held.lastMessageId = "m-2";
    first.close();
    expect(client.getStatus()).toBe("reconnecting");
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(600);
    const second = FakeSocket.all[1]!;
    expect(client.getStatus()).toBe("reconnecting");
    second.open();
    expect(client.getStatus()).toBe("online");
    expect(second.sent).toEqual([
      { type: "subscribe", topic: "tickets:queue", lastMessageId: "m-2" },
    ]);
  });

  it("closes a socket whose ping frame goes unanswered, then reconnects", () => {
    const client = new RealtimeClient();
    client.subscribe("tickets:queue", { lastMessageId: () => undefined, onFrame: () => {} });
    FakeSocket.all[0]!.open();
    vi.advanceTimersByTime(25_000);
    expect(FakeSocket.all[0]!.sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(10_000);
    expect(client.getStatus()).toBe("reconnecting");
  });

  it("after a too-many-sockets close says live updates are paused and waits a minute, not the backoff, before one new try", () => {
    const client = new RealtimeClient();
    client.subscribe("tickets:queue", { lastMessageId: () => undefined, onFrame: () => {} });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(REALTIME_CLOSE.tooManySockets);
    expect(client.getStatus()).toBe("limited");
    // The longest backoff is 15 s: a refused tab must not come back on it.
    vi.advanceTimersByTime(59_000);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(31_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.getStatus()).toBe("limited");
    FakeSocket.all[1]!.open();
    expect(client.getStatus()).toBe("online");
  });
});

describe("shouldRefetch", () => {
  const first: FrameContext = { resumed: false };
  const resumed: FrameContext = { resumed: true };
  const subscribed: ServerFrame = { type: "subscribed", topic: "ticket:t" };

  it("does not refetch a ticket on its first subscribe: the page has just fetched it, the replay brings the messages since", () => {
    expect(shouldRefetch(subscribed, "messages", first)).toBe(false);
  });

  it("refetches a ticket after a drop, when a status may have changed that no replay carries", () => {
    expect(shouldRefetch(subscribed, "messages", resumed)).toBe(true);
  });

  it("refetches a topic without replay on every subscribe, and any topic on changed", () => {
    expect(shouldRefetch(subscribed, "none", first)).toBe(true);
    expect(shouldRefetch({ type: "changed", topic: "ticket:t" }, "messages", first)).toBe(true);
  });

  it("leaves replayed messages to the merge", () => {
    const replay: ServerFrame = { type: "messages", topic: "ticket:t", replay: true, messages: [] };
    expect(shouldRefetch(replay, "messages", resumed)).toBe(false);
  });
});

describe("a frame's context", () => {
  it("marks a subscription resumed only when it follows a drop, and a topic left and followed again as new", () => {
    const client = new RealtimeClient();
    const contexts: FrameContext[] = [];
    const listener = {
      lastMessageId: () => undefined,
      onFrame: (_: ServerFrame, c: FrameContext) => contexts.push(c),
    };
    const leave = client.subscribe("ticket:t", listener);
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ type: "subscribed", topic: "ticket:t" });
    first.close();
    vi.advanceTimersByTime(600);
    const second = FakeSocket.all[1]!;
    second.open();
    second.receive({ type: "subscribed", topic: "ticket:t" });
    leave();
    client.subscribe("ticket:t", listener);
    second.receive({ type: "subscribed", topic: "ticket:t" });
    expect(contexts).toEqual([{ resumed: false }, { resumed: true }, { resumed: false }]);
  });
});
