import { EventEmitter } from "node:events";
import type { WebSocket } from "@fastify/websocket";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client";
import { Hub } from "./hub";

/** Just what the hub uses of a ws socket; a real one answers pings by itself, so a dead peer is faked. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), { OPEN: 1, readyState: 1, ping: vi.fn(), terminate: vi.fn(), send: vi.fn(), close: vi.fn() });
  return socket;
}

describe("Hub.pingAll", () => {
  it("keeps a peer that answers each ping and drops one that missed the last", () => {
    const presence = { follow: vi.fn(), unfollow: vi.fn() };
    const hub = new Hub({ db: {} as Db, staffDomain: "vitalog.app", log: { warn: () => {} }, announceTyping: vi.fn(), presence });
    const answering = fakeSocket();
    const silent = fakeSocket();
    hub.attach(answering as unknown as WebSocket, { user: { userId: "u1", sessionId: "s1" }, chat: null });
    hub.attach(silent as unknown as WebSocket, { user: { userId: "u2", sessionId: "s2" }, chat: null });

    hub.pingAll();
    answering.emit("pong");
    hub.pingAll();
    expect(answering.ping).toHaveBeenCalledTimes(2);
    expect(answering.terminate).not.toHaveBeenCalled();
    expect(silent.terminate).toHaveBeenCalledTimes(1);
    expect(hub.size).toBe(1);
  });
});
