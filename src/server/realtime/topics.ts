import type { SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ServerFrame } from "../../contract/realtime";
import type { Db } from "../db/client";
import type { UserViewer, Viewer } from "../http/viewer";

/*
 * What the socket layer asks of the features that publish on it. It knows sockets, frames, doorbells
 * and the order of deliveries; what a topic is, who may follow it and what a delivery sends is the
 * registering feature's (tickets, chat), listed by the composition root (src/server/features.ts).
 */

/** What a delivery may do for this socket, as the database says right now. */
export interface ViewerCheck {
  /** The user's session lives (not signed out, expired, revoked, suspended), or the guest is still let in. */
  alive: boolean;
  /** The staff permissions held now (empty for customers, guests and anyone no longer staff). */
  permissions: ReadonlySet<string>;
}

/**
 * The check made before every delivery. `rider`, an SQL expression, is read in the same query and
 * handed back unjudged: a delivery that knows what it will send (a chat's new messages) makes one
 * round trip, not two. The caller uses it only when the check lets it.
 */
export type ViewerCheckWithRider = ViewerCheck & { rider: unknown };

/** Checks a signed-in user's socket (the session, the account, the staff permissions held now). */
export type CheckUser = (
  db: Db,
  user: UserViewer,
  options: { staffDomain: string; rider: SQL },
) => Promise<ViewerCheckWithRider>;

/** The signed-out holders of sockets that one feature lets in. */
export interface RealtimeGuests<Guest> {
  /** The guest an upgrade request carries, or null. A request with neither a session nor a guest is refused. */
  guestOf(request: FastifyRequest): Guest | null;
  /** Whether the guest is still let in, as the database says now; `rider` as for ViewerCheckWithRider. */
  check(db: Db, guest: Guest, rider: SQL): Promise<{ alive: boolean; rider: unknown }>;
}

/** Why a delivery runs: a subscribe (send what the client lacks) or a doorbell. */
export interface Ring {
  isSubscribe: boolean;
  /** False: the doorbell said only messages were added (the topic's other state did not move). */
  withState: boolean;
}

/** One socket's subscription to one topic, as the topic's registration drives it. */
export interface Following<Guest> {
  readonly topic: string;
  /** Who holds the socket (http/viewer.ts): the routes' viewer type, fixed at the upgrade. */
  readonly viewer: Viewer<Guest>;
  send(frame: ServerFrame): void;
  /** Tells the client it may not follow the topic, and ends the subscription. */
  refuse(): void;
  /** False once the client unsubscribed or subscribed anew: a delivery that awaited must not send then. */
  isCurrent(): boolean;
  /** Queues a re-read of the topic for this socket, as a doorbell for the topic would. */
  ring(withState?: boolean): void;
}

/** What a registration keeps for one subscription (a cursor, a side) and how it serves it. */
export interface TopicFollower {
  /** SQL to read with the viewer check, for a delivery that already knows what it will send. */
  rider?(ring: Ring): SQL | undefined;
  /**
   * Re-reads with the viewer's rights now (the socket is alive: `check`) and sends what is new, or
   * refuses. `rider` is what rider() asked for, read back. Deliveries of one socket run one at a time.
   */
  deliver(ring: Ring, check: ViewerCheck, rider: unknown): Promise<void> | void;
  /** The client says its user is typing here. */
  typing?(): void;
  /** The subscription ended: unsubscribed, refused, replaced by a subscribe anew, or its socket closed. */
  left?(): void;
}

/** One feature's kinds of topic. */
export interface RealtimeTopics<Guest> {
  /** Whether the topic is this registration's (the contract's RealtimeTopic lists every name a client may send). */
  owns(topic: string): boolean;
  /** A socket subscribes; `cursor` is the newest message the client holds. Nothing is checked yet: deliver does. */
  follow(following: Following<Guest>, cursor: string | undefined): TopicFollower;
  /**
   * The NOTIFY channels the registration listens on, with what a payload rings. A null payload (the
   * listener reconnected and may have missed some) never reaches them: every socket re-reads all it follows.
   */
  channels: Readonly<Record<string, (payload: string) => void>>;
  /** The app is closing: stop timers. */
  close?(): void;
}

/** What a registration may ring. */
export interface Doorbells {
  /** Every socket of this process following the topic re-reads it. */
  ring(topic: string, withState?: boolean): void;
}

export interface RealtimeLog {
  warn(obj: unknown, msg?: string): void;
}

/** Builds a registration once per app, with the app's database and the hub's doorbells. */
export type TopicsFactory<Guest> = (context: {
  db: Db;
  log: RealtimeLog;
  doorbells: Doorbells;
}) => RealtimeTopics<Guest>;

/** Everything the socket layer is given by the composition root. */
export interface RealtimeSetup<Guest> {
  checkUser: CheckUser;
  guests: RealtimeGuests<Guest>;
  topics: readonly TopicsFactory<Guest>[];
}
