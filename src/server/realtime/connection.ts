import type { WebSocket } from "@fastify/websocket";
import { ClientFrame, REALTIME_CLOSE, type ServerFrame } from "../../contract/realtime";
import type { Viewer } from "../http/viewer";
import type { CheckViewer } from "./access";
import { FrameBudget } from "./frame-budget";
import type { Following, RealtimeLog, RealtimeTopics, Ring, TopicFollower } from "./topics";

/** More than any page needs (a ticket and the queue); a client asking for more is misbehaving. */
const MAX_SUBSCRIPTIONS = 50;
/** Work queued behind a slow database; past this the socket is closed (the budget below slows it first). */
const MAX_PENDING = 100;

export interface ConnectionDeps<Guest> {
  log: RealtimeLog;
  checkViewer: CheckViewer<Guest>;
  /** The registration that serves a topic, if any does. */
  topicsOf(topic: string): RealtimeTopics<Guest> | undefined;
  /** The socket subscribed to (or left) a topic: the hub rings a topic's followers only. */
  onFollow(connection: Connection<Guest>, topic: string, following: boolean): void;
}

/** One subscription: the socket's side of it (Following) and the registration's (its follower). */
class Subscription<Guest> implements Following<Guest> {
  follower!: TopicFollower;

  constructor(
    readonly topic: string,
    private readonly connection: Connection<Guest>,
  ) {}

  get viewer(): Viewer<Guest> {
    return this.connection.viewer;
  }

  send(frame: ServerFrame): void {
    this.connection.send(frame);
  }

  refuse(): void {
    this.connection.refuse(this);
  }

  isCurrent(): boolean {
    return this.connection.subscriptions.get(this.topic) === this;
  }

  ring(withState = true): void {
    this.connection.ring(this.topic, withState);
  }
}

/**
 * One socket's subscriptions. All of its work (subscribes and deliveries) runs one step at a time on
 * one promise chain, so two doorbells rung at once re-read in turn, each sends only what the other has
 * not, and a message is never sent twice nor out of order.
 */
export class Connection<Guest> {
  readonly subscriptions = new Map<string, Subscription<Guest>>();
  isAlive = true;
  private isClosed = false;
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  /**
   * Topics with a delivery queued and not started, and whether any of their doorbells asked for the
   * topic's state too (a message alone needs only the new rows): one re-read covers them all.
   */
  private readonly queuedRings = new Map<string, { withState: boolean }>();
  private readonly budget = new FrameBudget();

  constructor(
    readonly socket: WebSocket,
    readonly viewer: Viewer<Guest>,
    private readonly deps: ConnectionDeps<Guest>,
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
        this.send({
          type: "error",
          code: "internal",
          message: "Live updates failed; reload the page.",
        });
      })
      .finally(() => {
        this.pending--;
      });
  }

  receive(raw: string): void {
    // A flooding client is slowed (its extra frames dropped, told once a second), not disconnected.
    const verdict = this.budget.take();
    if (verdict !== "ok") {
      if (verdict === "tell")
        this.send({ type: "error", code: "rate_limited", message: "Too many frames; slow down." });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = ClientFrame.safeParse(json);
    if (!parsed.success)
      return this.send({ type: "error", code: "bad_request", message: "Unknown frame" });
    const frame = parsed.data;
    if (frame.type === "ping") return this.send({ type: "pong" });
    if (frame.type === "typing") return this.subscriptions.get(frame.topic)?.follower.typing?.();
    if (frame.type === "unsubscribe") return this.unfollow(frame.topic);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS && !this.subscriptions.has(frame.topic)) {
      return this.send({
        type: "error",
        topic: frame.topic,
        code: "too_many",
        message: "Too many subscriptions",
      });
    }
    const topics = this.deps.topicsOf(frame.topic);
    if (!topics)
      return this.send({
        type: "error",
        topic: frame.topic,
        code: "bad_request",
        message: "Unknown topic",
      });
    // Registered at once, so a doorbell rung while the check below runs is queued behind it, not lost.
    const subscription = new Subscription(frame.topic, this);
    subscription.follower = topics.follow(subscription, frame.lastMessageId);
    const replaced = this.subscriptions.get(frame.topic);
    this.subscriptions.set(frame.topic, subscription);
    replaced?.follower.left?.();
    this.deps.onFollow(this, frame.topic, true);
    this.enqueue(() => this.deliver(subscription, { isSubscribe: true, withState: true }));
  }

  /**
   * A doorbell for the topic: re-read with the viewer's rights now, send what is new. `withState`
   * false: only messages were added (a chat's status, agent and queue position did not move).
   */
  ring(topic: string, withState = true): void {
    const subscription = this.subscriptions.get(topic);
    if (!subscription) return;
    const queued = this.queuedRings.get(topic);
    if (queued) {
      queued.withState ||= withState;
      return;
    }
    const ring = { withState };
    this.queuedRings.set(topic, ring);
    this.enqueue(() => {
      // From here on a new doorbell queues another re-read, so a row committed during this one is not missed.
      this.queuedRings.delete(topic);
      return this.deliver(subscription, { isSubscribe: false, withState: ring.withState });
    });
  }

  /** The socket closed: every subscription has ended. Told twice when a ping round drops the socket. */
  closed(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const [topic, subscription] of this.subscriptions) {
      this.deps.onFollow(this, topic, false);
      subscription.follower.left?.();
    }
  }

  private unfollow(topic: string): void {
    const subscription = this.subscriptions.get(topic);
    if (!subscription) return;
    this.subscriptions.delete(topic);
    this.deps.onFollow(this, topic, false);
    subscription.follower.left?.();
  }

  refuse(subscription: Subscription<Guest>): void {
    if (subscription.isCurrent()) this.unfollow(subscription.topic);
    this.send({
      type: "error",
      topic: subscription.topic,
      code: "forbidden",
      message: "You may not follow this.",
    });
  }

  private async deliver(subscription: Subscription<Guest>, ring: Ring): Promise<void> {
    // Unsubscribed, or subscribed again (a newer cursor) since this was queued.
    if (!subscription.isCurrent()) return;
    const { follower } = subscription;
    const { rider, ...check } = await this.deps.checkViewer(this.viewer, follower.rider?.(ring));
    if (!check.alive) {
      this.send({ type: "error", code: "unauthorized", message: "Your session has ended." });
      this.socket.close(REALTIME_CLOSE.sessionEnded, "session ended");
      return;
    }
    await follower.deliver(ring, check, rider);
  }
}
