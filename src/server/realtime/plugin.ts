import fastifyWebsocket from "@fastify/websocket";
import type { FastifyRequest } from "fastify";
import { REALTIME_CLOSE, REALTIME_PATH } from "../../contract/realtime";
import { unauthorized } from "../errors";
import { assertSameOrigin } from "../http/csrf";
import type { AppDeps, TypedApp } from "../http/types";
import { viewerOf, type Viewer } from "../http/viewer";
import { viewerChecker } from "./access";
import { Hub } from "./hub";
import { SocketCounter } from "./socket-caps";
import type { RealtimeSetup } from "./topics";

/** A dead peer is dropped after one to two rounds without answering a ping. */
const PING_ROUND_MS = 30_000;
/** Each round's pings go out in this many steps, not all at once (Hub.pingTick). */
const PING_TICKS_PER_ROUND = 30;

/** Frames are small JSON commands; anything bigger is not ours. */
const MAX_FRAME_BYTES = 4 * 1024;

/** The app's dependencies and what the features publish on the socket (src/server/features.ts). */
export interface RealtimeDeps<Guest> extends AppDeps {
  realtime: RealtimeSetup<Guest>;
}

/**
 * GET /api/realtime: the one WebSocket of the app (issue 10). The upgrade passes the same onRequest
 * hook as the API (the session cookie gives request.viewer), then must come from our own origin and
 * from a signed-in user or a guest a feature lets in (a visitor holding a chat credential), or it is
 * answered 403/401 before any upgrade. What each may follow is checked per topic, by the feature that
 * registered it. A session or address already holding its cap of sockets (config.socketCaps) gets the
 * new one closed with REALTIME_CLOSE.tooManySockets.
 */
export const realtimeRoutes = async <Guest>(app: TypedApp, deps: RealtimeDeps<Guest>) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const log = app.log;
  const { realtime } = deps;
  const hub = new Hub<Guest>({
    log,
    checkViewer: viewerChecker(realtime, {
      db: deps.db,
      staffDomain: deps.config.staffEmailDomain,
    }),
    topics: (doorbells) => realtime.topics.map((make) => make({ db: deps.db, log, doorbells })),
  });
  // One listening connection per process; every socket of the process is fed from it.
  const stopListening = await deps.database.listen(hub.channels, (channel, payload) =>
    hub.notified(channel, payload),
  );
  const pinger = setInterval(
    () => hub.pingTick(PING_TICKS_PER_ROUND),
    PING_ROUND_MS / PING_TICKS_PER_ROUND,
  );
  pinger.unref();
  app.addHook("onClose", async () => {
    clearInterval(pinger);
    hub.close();
    await stopListening();
  });

  const sameOrigin = async (request: FastifyRequest) =>
    assertSameOrigin(request, deps.config.publicUrl);
  const signedInOrGuest = async (request: FastifyRequest) => {
    if (!request.viewer && !realtime.guests.guestOf(request)) throw unauthorized();
  };
  const counter = new SocketCounter(deps.config.socketCaps);
  app.get(
    REALTIME_PATH,
    { websocket: true, preValidation: [sameOrigin, signedInOrGuest] },
    (socket, request) => {
      const asked = viewerOf(request, (request) => realtime.guests.guestOf(request));
      // signedInOrGuest let only a signed-in user or a guest this far.
      const viewer: Viewer<Guest> =
        asked.kind === "user" ? asked : { kind: "guest", guest: asked.guest! };
      const sessionId = viewer.kind === "user" ? viewer.sessionId : undefined;
      // Refused after the upgrade, not before: a browser never sees an upgrade's HTTP status, only a close code.
      const release = counter.admit({ sessionId, ip: request.ip });
      if (!release) {
        socket.close(REALTIME_CLOSE.tooManySockets, "too many live connections");
        return;
      }
      socket.once("close", release);
      hub.attach(socket, viewer);
    },
  );
};
