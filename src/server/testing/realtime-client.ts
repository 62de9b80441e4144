import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { REALTIME_PATH, ServerFrame, ticketTopic, type ClientFrame } from "../../contract/realtime";

/** A `ws` client of /api/realtime that records every frame, for tests. */
export interface TestSocket {
  frames: ServerFrame[];
  send(frame: ClientFrame): void;
  /** The first frame (already received or to come) that matches; fails after `timeoutMs`. */
  waitFor(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  /**
   * A barrier: resolves once the server has done every subscribe and delivery this socket had queued,
   * so a frame that has not arrived by then was not sent by that work. The socket's work runs in turn
   * on one chain (realtime/connection.ts); this sends a subscribe to a ticket that does not exist,
   * whose refusal comes after all of it. `resendMs`: send it again until answered, for a socket whose
   * frames the budget may be dropping.
   */
  drained(options?: { resendMs?: number }): Promise<void>;
  close(): Promise<void>;
  /** Called with the close code when the server closes the socket (at once if it already has). */
  onClose(listener: (code: number) => void): void;
}

/** `http://host:port` of a listening app, as the browser's Origin would be. */
const realtimeUrl = (origin: string) => `${origin.replace(/^http/, "ws")}${REALTIME_PATH}`;

export function connectRealtime(
  origin: string,
  options: { cookie?: string } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = { origin };
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(realtimeUrl(origin), { headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  // Kept from the start: a socket the server refuses may close before the caller asks how.
  let closedWith: number | undefined;
  socket.once("close", (code: number) => {
    closedWith = code;
  });
  socket.on("message", (data: Buffer) => {
    frames.push(ServerFrame.parse(JSON.parse(data.toString("utf8"))));
    for (const wake of waiters) wake();
  });
  const testSocket: TestSocket = {
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async drained(options = {}) {
      const topic = ticketTopic(randomUUID());
      const send = () => testSocket.send({ type: "subscribe", topic });
      send();
      const resend = options.resendMs ? setInterval(send, options.resendMs) : undefined;
      try {
        await testSocket.waitFor((f) => f.type === "error" && f.topic === topic);
      } finally {
        clearInterval(resend);
      }
    },
    onClose: (listener) => {
      if (closedWith !== undefined) listener(closedWith);
      else socket.once("close", (code: number) => listener(code));
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(testSocket));
    socket.once("error", reject);
  });
}

/** The HTTP status with which the server refused the upgrade (rejects if it was accepted). */
export function refusedUpgradeStatus(
  origin: string,
  headers: Record<string, string>,
): Promise<number> {
  const socket = new WebSocket(realtimeUrl(origin), { headers });
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      socket.close();
      reject(new Error("the upgrade was accepted"));
    });
    socket.once("error", () => {});
  });
}
