import type { WebSocket } from "@fastify/websocket";
import { ClientFrame, TICKET_QUEUE_TOPIC, type ServerFrame } from "../../contract/realtime";
import type { Db } from "../db/client";
import { canViewSupportQueue, isSessionAlive, messagesAfter, readThreadAs, type SocketViewer } from "./access";

/** More than any page needs (a ticket and the queue); a client asking for more is misbehaving. */
const MAX_SUBSCRIPTIONS = 50;
/** Work queued behind a slow database; a client sending frames faster than this is flooding. */
const MAX_PENDING = 100;

interface Subscription {
  /** The newest message this socket has of the topic: what the next delivery starts after. */
  cursor: string | undefined;
}

export interface ConnectionDeps {
  db: Db;
  staffDomain: string;
  log: { warn(obj: unknown, msg?: string): void };
}

/**
 * One socket's subscriptions. All of its work (subscribes and deliveries) runs one step at a time on
 * one promise chain, so two doorbells rung at once re-read in turn, each sends only what the other has
 * not, and a message is never sent twice nor out of order.
 */
export class Connection {
  readonly subscriptions = new Map<string, Subscription>();
  isAlive = true;
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  /** Topics with a delivery queued and not started: one re-read then covers every doorbell meanwhile. */
  private readonly queuedRings = new Set<string>();

  constructor(
    readonly socket: WebSocket,
    readonly viewer: SocketViewer,
    private readonly deps: ConnectionDeps,
  ) {}

  send(frame: ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private enqueue(work: () => Promise<void>): void {
    if (++this.pending > MAX_PENDING) {
      this.send({ type: "error", code: "too_many", message: "Too many frames" });
      this.socket.close(1008, "too many frames");
      return;
    }
    this.chain = this.chain
      .then(work)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, "realtime delivery failed");
        this.send({ type: "error", code: "internal", message: "Live updates failed; reload the page." });
      })
      .finally(() => {
        this.pending--;
      });
  }

  receive(raw: string): void {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = ClientFrame.safeParse(json);
    if (!parsed.success) return this.send({ type: "error", code: "bad_request", message: "Unknown frame" });
    const frame = parsed.data;
    if (frame.type === "ping") return this.send({ type: "pong" });
    if (frame.type === "typing") return;
    if (frame.type === "unsubscribe") {
      this.subscriptions.delete(frame.topic);
      return;
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS && !this.subscriptions.has(frame.topic)) {
      return this.send({ type: "error", topic: frame.topic, code: "too_many", message: "Too many subscriptions" });
    }
    // Registered at once, so a doorbell rung while the check below runs is queued behind it, not lost.
    const subscription: Subscription = { cursor: frame.lastMessageId };
    this.subscriptions.set(frame.topic, subscription);
    this.enqueue(() => this.deliver(frame.topic, subscription, true));
  }

  /** A doorbell for the topic: re-read with the viewer's rights now, send what is new. */
  ring(topic: string): void {
    const subscription = this.subscriptions.get(topic);
    if (!subscription || this.queuedRings.has(topic)) return;
    this.queuedRings.add(topic);
    this.enqueue(() => {
      // From here on a new doorbell queues another re-read, so a row committed during this one is not missed.
      this.queuedRings.delete(topic);
      return this.deliver(topic, subscription, false);
    });
  }

  private refuse(topic: string, subscription: Subscription): void {
    if (this.subscriptions.get(topic) === subscription) this.subscriptions.delete(topic);
    this.send({ type: "error", topic, code: "forbidden", message: "You may not follow this." });
  }

  private async deliver(topic: string, subscription: Subscription, isSubscribe: boolean): Promise<void> {
    // Unsubscribed, or subscribed again (a newer cursor) since this was queued.
    if (this.subscriptions.get(topic) !== subscription) return;
    const { db, staffDomain } = this.deps;
    if (!(await isSessionAlive(db, this.viewer))) {
      this.send({ type: "error", code: "unauthorized", message: "Your session has ended." });
      this.socket.close(4401, "session ended");
      return;
    }
    if (topic === TICKET_QUEUE_TOPIC) {
      if (!(await canViewSupportQueue(db, this.viewer, staffDomain))) return this.refuse(topic, subscription);
      this.send(isSubscribe ? { type: "subscribed", topic } : { type: "changed", topic });
      return;
    }
    const ticketId = topic.slice("ticket:".length);
    const thread = await readThreadAs(db, { viewer: this.viewer, ticketId, staffDomain });
    if (!thread) return this.refuse(topic, subscription);
    if (this.subscriptions.get(topic) !== subscription) return;
    const fresh = messagesAfter(thread, subscription.cursor);
    subscription.cursor = thread.at(-1)?.id ?? subscription.cursor;
    if (isSubscribe) this.send({ type: "subscribed", topic });
    if (fresh.length > 0) this.send({ type: "messages", topic, replay: isSubscribe, messages: fresh });
    if (!isSubscribe) this.send({ type: "changed", topic });
  }
}
