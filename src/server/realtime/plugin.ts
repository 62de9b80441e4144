import fastifyWebsocket from "@fastify/websocket";
import type { FastifyRequest } from "fastify";
import { requireUser, viewerOf } from "../auth/plugin";
import { assertSameOrigin } from "../http/csrf";
import type { FeatureRoutes } from "../http/types";
import { Hub } from "./hub";
import { TICKETS_CHANNEL } from "./notify";

/** A dead peer is dropped after one to two intervals without answering a ping. */
const PING_INTERVAL_MS = 30_000;

/** Frames are small JSON commands; anything bigger is not ours. */
const MAX_FRAME_BYTES = 4 * 1024;

/**
 * GET /api/realtime: the one WebSocket of the app (issue 10). The upgrade passes the same onRequest
 * hook as the API (the session cookie gives request.viewer), then must come from our own origin and a
 * signed-in user, or it is answered 403/401 before any upgrade.
 */
export const realtimeRoutes: FeatureRoutes = async (app, deps) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new Hub({ db: deps.db, staffDomain: deps.config.staffEmailDomain, log: app.log });
  // One listening connection per process; every socket of the process is fed from it.
  const stopListening = await deps.database.listen(TICKETS_CHANNEL, (payload) => hub.ticketChanged(payload));
  const pinger = setInterval(() => hub.pingAll(), PING_INTERVAL_MS);
  pinger.unref();
  app.addHook("onClose", async () => {
    clearInterval(pinger);
    await stopListening();
  });

  const sameOrigin = async (request: FastifyRequest) => assertSameOrigin(request, deps.config.publicUrl);
  app.get("/api/realtime", { websocket: true, preValidation: [sameOrigin, requireUser] }, (socket, request) => {
    const viewer = viewerOf(request);
    hub.attach(socket, { userId: viewer.userId, sessionId: viewer.sessionId });
  });
};
