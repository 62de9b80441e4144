import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REALTIME_CLOSE } from "../../contract/realtime";
import { createTestUser } from "../testing/factories";
import { connectRealtime, type TestSocket } from "../testing/realtime-client";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The caps production runs with (RATE_LIMIT_SCALE 1), on a listening server: they are what a client
 * meets. A server per test, as every test fills the one address the tests connect from.
 */
let ctx: TestContext;
let origin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterEach(() => ctx.close());

/** "open" when the socket answers a ping, else the code the server closed it with. */
function verdictOf(socket: TestSocket): Promise<number | "open"> {
  return new Promise((resolve) => {
    socket.onClose(resolve);
    socket.send({ type: "ping" });
    socket
      .waitFor((frame) => frame.type === "pong")
      .then(
        () => resolve("open"),
        () => {},
      );
  });
}

async function openSockets(cookie: string, count: number): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let i = 0; i < count; i++) sockets.push(await connectRealtime(origin, { cookie }));
  expect(await Promise.all(sockets.map(verdictOf))).toEqual(sockets.map(() => "open"));
  return sockets;
}

const closeAll = (sockets: TestSocket[]) => Promise.all(sockets.map((socket) => socket.close()));

/**
 * The server counts a socket as gone on its own close event, which may come a moment after the
 * client's: retry the connect until that has happened.
 */
async function acceptedAgain(cookie: string): Promise<void> {
  const socket = await vi.waitFor(
    async () => {
      const candidate = await connectRealtime(origin, { cookie });
      expect(await verdictOf(candidate)).toBe("open");
      return candidate;
    },
    { timeout: 2000, interval: 50 },
  );
  await socket.close();
}

describe("live socket caps", () => {
  it("closes a session's socket past its cap with the shared code, and a closed one frees its place", async () => {
    const { perSession } = ctx.config.socketCaps;
    const user = await createTestUser(ctx);
    const sockets = await openSockets(user.cookie, perSession);
    const extra = await connectRealtime(origin, { cookie: user.cookie });
    expect(await verdictOf(extra)).toBe(REALTIME_CLOSE.tooManySockets);
    // The ones already open are untouched.
    expect(await verdictOf(sockets[0]!)).toBe("open");

    await sockets.pop()!.close();
    await acceptedAgain(user.cookie);
    await closeAll(sockets);
  });

  it("caps one address across sessions, so fresh sign-ins cannot get round the session cap", async () => {
    const { perSession, perIp } = ctx.config.socketCaps;
    const sockets: TestSocket[] = [];
    for (let left = perIp; left > 0; left -= perSession) {
      const user = await createTestUser(ctx);
      sockets.push(...(await openSockets(user.cookie, Math.min(perSession, left))));
    }
    const newcomer = await createTestUser(ctx);
    expect(await verdictOf(await connectRealtime(origin, { cookie: newcomer.cookie }))).toBe(
      REALTIME_CLOSE.tooManySockets,
    );

    await sockets.pop()!.close();
    await acceptedAgain(newcomer.cookie);
    await closeAll(sockets);
  });
});
