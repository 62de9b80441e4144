import fastifyWebsocket from "@fastify/websocket";
import type { FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import { REALTIME_CLOSE } from "../../contract/realtime";
import { readVisitorCredential } from "../chat/credential";
import { unauthorized } from "../errors";
import { assertSameOrigin } from "../http/csrf";
import type { FeatureRoutes } from "../http/types";
import { Hub } from "./hub";
import { CHATS_CHANNEL, TICKETS_CHANNEL, encodeChatEvent } from "./notify";
import { AgentPresence, PRESENCE_HEARTBEAT_MS } from "./presence";
import { SocketCounter } from "./socket-caps";

/** A dead peer is dropped after one to two rounds without answering a ping. */
const PING_ROUND_MS = 30_000;
/** Each round's pings go out in this many steps, not all at once (Hub.pingTick). */
const PING_TICKS_PER_ROUND = 30;

/** Frames are small JSON commands; anything bigger is not ours. */
const MAX_FRAME_BYTES = 4 * 1024;

/**
 * GET /api/realtime: the one WebSocket of the app (issue 10). The upgrade passes the same onRequest
 * hook as the API (the session cookie gives request.viewer), then must come from our own origin and
 * from a signed-in user or a visitor holding a chat credential, or it is answered 403/401 before any
 * upgrade. What each may follow is checked per topic (access.ts). A session or address already
 * holding its cap of sockets (config.socketCaps) gets the new one closed with REALTIME_CLOSE.tooManySockets.
 */
export const realtimeRoutes: FeatureRoutes = async (app, deps) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const log = app.log;
  const presence = new AgentPresence(deps.db, log);
  const announceTyping = (sessionId: string, from: "visitor" | "agent") => {
    // Through NOTIFY like every event, so the other side hears it on whichever process holds its socket.
    deps.db
      .execute(
        sql`select pg_notify(${CHATS_CHANNEL}, ${encodeChatEvent({ kind: "typing", sessionId, from })})`,
      )
      .catch((error: unknown) => log.warn({ err: error }, "typing relay failed"));
  };
  const hub = new Hub({
    db: deps.db,
    staffDomain: deps.config.staffEmailDomain,
    log,
    announceTyping,
    presence,
  });
  // One listening connection per process; every socket of the process is fed from it.
  const stopListening = await deps.database.listen(
    [TICKETS_CHANNEL, CHATS_CHANNEL],
    (channel, payload) => hub.notified(channel, payload),
  );
  const pinger = setInterval(
    () => hub.pingTick(PING_TICKS_PER_ROUND),
    PING_ROUND_MS / PING_TICKS_PER_ROUND,
  );
  const heartbeat = setInterval(() => {
    presence
      .beat()
      .catch((error: unknown) => log.warn({ err: error }, "presence heartbeat failed"));
  }, PRESENCE_HEARTBEAT_MS);
  pinger.unref();
  heartbeat.unref();
  app.addHook("onClose", async () => {
    clearInterval(pinger);
    clearInterval(heartbeat);
    await stopListening();
  });

  const sameOrigin = async (request: FastifyRequest) =>
    assertSameOrigin(request, deps.config.publicUrl);
  const signedInOrChatVisitor = async (request: FastifyRequest) => {
    if (!request.viewer && !readVisitorCredential(request)) throw unauthorized();
  };
  const counter = new SocketCounter(deps.config.socketCaps);
  app.get(
    "/api/realtime",
    { websocket: true, preValidation: [sameOrigin, signedInOrChatVisitor] },
    (socket, request) => {
      const user = request.viewer
        ? { userId: request.viewer.userId, sessionId: request.viewer.sessionId }
        : null;
      // Refused after the upgrade, not before: a browser never sees an upgrade's HTTP status, only a close code.
      const release = counter.admit({ sessionId: user?.sessionId, ip: request.ip });
      if (!release) {
        socket.close(REALTIME_CLOSE.tooManySockets, "too many live connections");
        return;
      }
      socket.once("close", release);
      hub.attach(socket, { user, chat: readVisitorCredential(request) });
    },
  );
};
