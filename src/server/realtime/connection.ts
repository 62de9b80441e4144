import type { WebSocket } from "@fastify/websocket";
import type { ChatMessage, ChatSessionState } from "../../contract/chat";
import {
  CHAT_QUEUE_TOPIC,
  ClientFrame,
  REALTIME_CLOSE,
  TICKET_QUEUE_TOPIC,
  type ServerFrame,
} from "../../contract/realtime";
import { isOpenChat } from "../../domain/chat";
import {
  chatMessagesAfter,
  chatMessagesAfterJson,
  loadChatSession,
  parseChatMessagesJson,
  parseCursor,
} from "../chat/read";
import type { Db } from "../db/client";
import {
  checkViewer,
  chatSideOf,
  messagesAfter,
  readThreadAs,
  type SocketViewer,
  type ViewerCheck,
} from "./access";
import { FrameBudget } from "./frame-budget";

/** More than any page needs (a ticket and the queue); a client asking for more is misbehaving. */
const MAX_SUBSCRIPTIONS = 50;
/** Work queued behind a slow database; past this the socket is closed (the budget below slows it first). */
const MAX_PENDING = 100;
/** A client announces typing every 2 s; more often than this is dropped, not relayed. */
const MIN_TYPING_GAP_MS = 1_000;

interface Subscription {
  /** The newest message this socket has of the topic: what the next delivery starts after. */
  cursor: string | undefined;
  /** A chat topic's side and last state sent, so typing is relayed to the other side only and a state is sent when it changed. */
  side?: "visitor" | "agent";
  lastState?: ChatSessionState;
  lastTypingAt?: number;
}

export interface ConnectionDeps {
  db: Db;
  staffDomain: string;
  log: { warn(obj: unknown, msg?: string): void };
  /** Relays a typing announcement to every process (NOTIFY), never stored. */
  announceTyping(sessionId: string, from: "visitor" | "agent"): void;
  /** The socket now follows (or stopped following) the agents' queue: its user counts as present. */
  onChatQueue(connection: Connection, following: boolean): void;
  /** The socket subscribed to (or left) a topic: the hub rings a topic's followers only. */
  onFollow(connection: Connection, topic: string, following: boolean): void;
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
  /**
   * Topics with a delivery queued and not started, and whether any of their doorbells asked for the
   * session's state too (a message alone needs only the new rows): one re-read covers them all.
   */
  private readonly queuedRings = new Map<string, { withState: boolean }>();
  private readonly budget = new FrameBudget();

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
    if (frame.type === "typing") return this.typing(frame.topic);
    if (frame.type === "unsubscribe") return this.unfollow(frame.topic);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS && !this.subscriptions.has(frame.topic)) {
      return this.send({
        type: "error",
        topic: frame.topic,
        code: "too_many",
        message: "Too many subscriptions",
      });
    }
    // Registered at once, so a doorbell rung while the check below runs is queued behind it, not lost.
    const subscription: Subscription = { cursor: frame.lastMessageId };
    this.subscriptions.set(frame.topic, subscription);
    this.deps.onFollow(this, frame.topic, true);
    this.enqueue(() =>
      this.deliver(frame.topic, subscription, { isSubscribe: true, withState: true }),
    );
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
      return this.deliver(topic, subscription, { isSubscribe: false, withState: ring.withState });
    });
  }

  /** The chat topics this socket follows whose session was waiting when last sent: their queue position may move. */
  waitingChatTopics(): string[] {
    return [...this.subscriptions]
      .filter(([, s]) => s.lastState?.status === "waiting")
      .map(([topic]) => topic);
  }

  /** The other side typed in a chat this socket follows. */
  relayTyping(topic: string, from: "visitor" | "agent"): void {
    const subscription = this.subscriptions.get(topic);
    if (subscription?.side && subscription.side !== from)
      this.send({ type: "typing", topic, from });
  }

  private typing(topic: string): void {
    const subscription = this.subscriptions.get(topic);
    // Only in a chat this socket was allowed to follow, while it is open, and no faster than a client should send.
    if (
      !subscription?.side ||
      !subscription.lastState ||
      !isOpenChat(subscription.lastState.status)
    )
      return;
    const now = Date.now();
    if (
      subscription.lastTypingAt !== undefined &&
      now - subscription.lastTypingAt < MIN_TYPING_GAP_MS
    )
      return;
    subscription.lastTypingAt = now;
    this.deps.announceTyping(subscription.lastState.id, subscription.side);
  }

  private unfollow(topic: string): void {
    if (!this.subscriptions.delete(topic)) return;
    this.deps.onFollow(this, topic, false);
    if (topic === CHAT_QUEUE_TOPIC) this.deps.onChatQueue(this, false);
  }

  private refuse(topic: string, subscription: Subscription): void {
    if (this.subscriptions.get(topic) === subscription) this.unfollow(topic);
    this.send({ type: "error", topic, code: "forbidden", message: "You may not follow this." });
  }

  private async deliver(
    topic: string,
    subscription: Subscription,
    ring: { isSubscribe: boolean; withState: boolean },
  ): Promise<void> {
    // Unsubscribed, or subscribed again (a newer cursor) since this was queued.
    if (this.subscriptions.get(topic) !== subscription) return;
    // A chat's new message for a socket whose side is known needs no session read: who owns a session
    // never changes, so the check and the new rows are the whole delivery, read in one query.
    const chatId = topic.startsWith("chat:") ? topic.slice("chat:".length) : null;
    const messagesOnly = chatId !== null && !ring.withState && subscription.side !== undefined;
    const { rider, ...check } = await checkViewer(this.deps.db, this.viewer, {
      staffDomain: this.deps.staffDomain,
      rider: messagesOnly
        ? chatMessagesAfterJson(chatId, parseCursor(subscription.cursor))
        : undefined,
    });
    if (!check.alive) {
      this.send({ type: "error", code: "unauthorized", message: "Your session has ended." });
      this.socket.close(REALTIME_CLOSE.sessionEnded, "session ended");
      return;
    }
    if (messagesOnly)
      return this.deliverChatMessages(topic, subscription, {
        check,
        messages: parseChatMessagesJson(rider),
      });
    if (topic === TICKET_QUEUE_TOPIC || topic === CHAT_QUEUE_TOPIC)
      return this.deliverQueue(topic, subscription, { check, isSubscribe: ring.isSubscribe });
    if (topic.startsWith("chat:")) return this.deliverChat(topic, subscription, { check, ...ring });
    return this.deliverTicket(topic, subscription, { check, isSubscribe: ring.isSubscribe });
  }

  private deliverQueue(
    topic: string,
    subscription: Subscription,
    options: { check: ViewerCheck; isSubscribe: boolean },
  ): void {
    const permission = topic === CHAT_QUEUE_TOPIC ? "chat.view" : "support.view";
    if (!options.check.permissions.has(permission)) return this.refuse(topic, subscription);
    if (options.isSubscribe && topic === CHAT_QUEUE_TOPIC) this.deps.onChatQueue(this, true);
    this.send(options.isSubscribe ? { type: "subscribed", topic } : { type: "changed", topic });
  }

  private async deliverTicket(
    topic: string,
    subscription: Subscription,
    options: { check: ViewerCheck; isSubscribe: boolean },
  ): Promise<void> {
    const { isSubscribe } = options;
    const ticketId = topic.slice("ticket:".length);
    const thread = await readThreadAs(this.deps.db, {
      viewer: this.viewer,
      ticketId,
      check: options.check,
    });
    if (!thread) return this.refuse(topic, subscription);
    if (this.subscriptions.get(topic) !== subscription) return;
    const fresh = messagesAfter(thread, subscription.cursor);
    subscription.cursor = thread.at(-1)?.id ?? subscription.cursor;
    if (isSubscribe) this.send({ type: "subscribed", topic });
    if (fresh.length > 0)
      this.send({ type: "messages", topic, replay: isSubscribe, messages: fresh });
    if (!isSubscribe) this.send({ type: "changed", topic });
  }

  /** New messages of a chat whose side this socket already has: an agent must still hold chat.view. */
  private deliverChatMessages(
    topic: string,
    subscription: Subscription,
    options: { check: ViewerCheck; messages: ChatMessage[] },
  ): void {
    if (subscription.side === "agent" && !options.check.permissions.has("chat.view"))
      return this.refuse(topic, subscription);
    const fresh = options.messages;
    subscription.cursor = fresh.at(-1)?.id ?? subscription.cursor;
    if (fresh.length > 0)
      this.send({ type: "chat_messages", topic, replay: false, messages: fresh });
  }

  /**
   * A chat: messages after the cursor (ids increase), then the session's state when it changed or on
   * every (re)subscribe — so a client that reconnects gets what it missed, then the status, agent and
   * queue position as they are now.
   */
  private async deliverChat(
    topic: string,
    subscription: Subscription,
    options: { check: ViewerCheck; isSubscribe: boolean; withState: boolean },
  ): Promise<void> {
    const { db } = this.deps;
    const sessionId = topic.slice("chat:".length);
    const { isSubscribe } = options;
    const session = await loadChatSession(db, sessionId);
    const side = session && chatSideOf(this.viewer, session, options.check);
    if (!session || !side) return this.refuse(topic, subscription);
    subscription.side = side;
    const fresh = await chatMessagesAfter(db, sessionId, parseCursor(subscription.cursor));
    if (this.subscriptions.get(topic) !== subscription) return;
    subscription.cursor = fresh.at(-1)?.id ?? subscription.cursor;
    if (isSubscribe) this.send({ type: "subscribed", topic });
    if (fresh.length > 0)
      this.send({ type: "chat_messages", topic, replay: isSubscribe, messages: fresh });
    if (isSubscribe || JSON.stringify(session.state) !== JSON.stringify(subscription.lastState)) {
      this.send({ type: "chat_state", topic, session: session.state });
    }
    subscription.lastState = session.state;
  }
}
