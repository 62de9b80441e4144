import { EventEmitter } from "node:events";
import type { WebSocket } from "@fastify/websocket";
import { describe, expect, it, vi } from "vitest";
import { Hub } from "./hub";

/** Just what the hub uses of a ws socket; a real one answers pings by itself, so a dead peer is faked. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    ping: vi.fn(),
    terminate: vi.fn(),
    send: vi.fn(),
    close: vi.fn(),
  });
  return socket;
}

describe("Hub.pingTick", () => {
  it("keeps a peer that answers each ping and drops one that missed the last", () => {
    const hub = new Hub({ log: { warn: () => {} }, checkViewer: vi.fn(), topics: () => [] });
    const answering = fakeSocket();
    const silent = fakeSocket();
    hub.attach(answering as unknown as WebSocket, { kind: "user", userId: "u1", sessionId: "s1" });
    hub.attach(silent as unknown as WebSocket, { kind: "user", userId: "u2", sessionId: "s2" });

    hub.pingTick(1);
    answering.emit("pong");
    hub.pingTick(1);
    expect(answering.ping).toHaveBeenCalledTimes(2);
    expect(answering.terminate).not.toHaveBeenCalled();
    expect(silent.terminate).toHaveBeenCalledTimes(1);
    expect(hub.size).toBe(1);
  });

  it("spreads a round's pings over its ticks, each socket once a round", () => {
    const hub = new Hub({ log: { warn: () => {} }, checkViewer: vi.fn(), topics: () => [] });
    const sockets = Array.from({ length: 10 }, () => fakeSocket());
    sockets.forEach((socket, i) =>
      hub.attach(socket as unknown as WebSocket, {
        kind: "user",
        userId: `u${i}`,
        sessionId: `s${i}`,
      }),
    );
    const pinged = () => sockets.filter((socket) => socket.ping.mock.calls.length > 0).length;

    hub.pingTick(5);
    expect(pinged()).toBe(2);
    for (const socket of sockets) socket.emit("pong");
    for (let tick = 1; tick < 5; tick++) hub.pingTick(5);
    expect(pinged()).toBe(10);
    expect(sockets.every((socket) => socket.ping.mock.calls.length === 1)).toBe(true);
    expect(hub.size).toBe(10);
  });
});
