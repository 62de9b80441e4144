import { useEffect, useRef, useSyncExternalStore } from "react";
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  ServerFrame,
  type ClientFrame,
} from "../../contract/realtime";

/**
 * One WebSocket per tab to /api/realtime, shared by every page that follows a topic. It opens with the
 * first subscription and closes a moment after the last. When it drops, it comes back with growing
 * delays and re-subscribes with each topic's cursor (the newest message the page holds), so the
 * server replays exactly what was missed. "limited": the server refused the socket because this
 * session or address holds too many (tabs); it tries again only after a long wait.
 */
export type RealtimeStatus = "idle" | "connecting" | "online" | "reconnecting" | "limited";

/** What the socket knows of a frame beyond the frame itself. */
export interface FrameContext {
  /** The topic's subscription follows a drop of the socket, so frames may have been missed meanwhile. */
  resumed: boolean;
}

interface Listener {
  lastMessageId(): string | undefined;
  onFrame(frame: ServerFrame, context: FrameContext): void;
}

/**
 * What a topic's server sends again on a subscribe: nothing ("none": the queues, whose frames only
 * say that something changed) or the messages after the cursor ("messages": a ticket's thread, not
 * its status or assignee). A chat's replay also sends its state (chat_state), and needs no refetch.
 */
export type TopicReplay = "none" | "messages";

/**
 * Whether a frame asks the page to fetch what it shows again: `changed` always; `subscribed` only
 * when the replay cannot cover what was missed. A first subscribe follows the page's own fetch and
 * its replay brings the messages since; after a drop, a status or assignee changed while offline is
 * in no replay; and a topic without replay has nothing but a refetch to catch up with.
 */
export function shouldRefetch(
  frame: ServerFrame,
  replay: TopicReplay,
  context: FrameContext,
): boolean {
  if (frame.type === "changed") return true;
  if (frame.type !== "subscribed") return false;
  return replay === "none" || context.resumed;
}

/** 0.5 s doubling to 15 s, with jitter so a restarted server is not met by every tab at once. */
const backoffMs = (attempt: number) =>
  Math.min(15_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
/** The browser cannot see WebSocket pings: a ping frame unanswered this long means a dead path. */
const HEARTBEAT_MS = 25_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;
const IDLE_CLOSE_MS = 2_000;
/**
 * After a too-many-sockets close: the places free up only as other tabs close, so retrying on the
 * usual backoff would be a storm of refused sockets from every extra tab.
 */
const LIMITED_RETRY_MS = 60_000;

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<() => void>();
  /** Topics subscribed on this socket or an earlier one, and those whose subscription followed a drop. */
  private readonly served = new Set<string>();
  private readonly resumed = new Set<string>();
  private status: RealtimeStatus = "idle";
  private attempt = 0;
  private timers: { retry?: number; heartbeat?: number; deadline?: number; idle?: number } = {};

  getStatus = () => this.status;

  onStatus = (notify: () => void) => {
    this.statusListeners.add(notify);
    return () => this.statusListeners.delete(notify);
  };

  subscribe(topic: string, listener: Listener): () => void {
    window.clearTimeout(this.timers.idle);
    const listeners = this.topics.get(topic) ?? new Set();
    const isNew = listeners.size === 0;
    listeners.add(listener);
    this.topics.set(topic, listeners);
    if (!this.socket) this.connect();
    else if (isNew) this.sendSubscribe(topic);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.topics.delete(topic);
      this.served.delete(topic);
      this.resumed.delete(topic);
      this.send({ type: "unsubscribe", topic });
      if (this.topics.size === 0)
        this.timers.idle = window.setTimeout(() => this.shutdown(), IDLE_CLOSE_MS);
    };
  }

  /** Tells the other side of a chat that this user is typing; dropped while offline (it is only a hint). */
  sendTyping(topic: string) {
    this.send({ type: "typing", topic });
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const notify of this.statusListeners) notify();
  }

  private send(frame: ClientFrame) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendSubscribe(topic: string) {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    if (this.served.has(topic)) this.resumed.add(topic);
    this.served.add(topic);
    const listeners = [...(this.topics.get(topic) ?? [])];
    this.send({ type: "subscribe", topic, lastMessageId: listeners.at(-1)?.lastMessageId() });
  }

  private connect() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${REALTIME_PATH}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    if (this.status !== "reconnecting" && this.status !== "limited") this.setStatus("connecting");
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus("online");
      for (const topic of this.topics.keys()) this.sendSubscribe(topic);
      this.scheduleHeartbeat();
    };
    socket.onmessage = (event) => {
      window.clearTimeout(this.timers.deadline);
      const parsed = ServerFrame.safeParse(JSON.parse(String(event.data)));
      if (!parsed.success) return;
      const frame = parsed.data;
      const topic = "topic" in frame ? frame.topic : undefined;
      if (!topic) return;
      const context = { resumed: this.resumed.has(topic) };
      for (const listener of this.topics.get(topic) ?? []) listener.onFrame(frame, context);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.topics.size === 0) return this.setStatus("idle");
      const isLimited = event.code === REALTIME_CLOSE.tooManySockets;
      this.setStatus(isLimited ? "limited" : "reconnecting");
      const delay = isLimited
        ? LIMITED_RETRY_MS * (1 + Math.random() / 2)
        : backoffMs(this.attempt++);
      this.timers.retry = window.setTimeout(() => this.connect(), delay);
    };
  }

  private scheduleHeartbeat() {
    this.timers.heartbeat = window.setTimeout(() => {
      this.send({ type: "ping" });
      this.timers.deadline = window.setTimeout(() => this.socket?.close(), HEARTBEAT_TIMEOUT_MS);
      this.scheduleHeartbeat();
    }, HEARTBEAT_MS);
  }

  private clearTimers() {
    for (const timer of Object.values(this.timers)) window.clearTimeout(timer);
    this.timers = {};
  }

  private shutdown() {
    const socket = this.socket;
    this.socket = null;
    this.clearTimers();
    socket?.close();
    this.setStatus("idle");
  }
}

/** One client per tab, made on first use: pages reach it through the hooks below. */
let client: RealtimeClient | null = null;
const shared = () => (client ??= new RealtimeClient());

/**
 * Follows a topic while the component is mounted. `lastMessageId` is read when (re)subscribing, so the
 * server sends only newer messages; `onFrame` gets the topic's frames (messages, changed, errors).
 */
export function useRealtimeTopic(
  topic: string | null,
  options: {
    lastMessageId?: string | undefined;
    onFrame: (frame: ServerFrame, context: FrameContext) => void;
  },
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!topic) return;
    return shared().subscribe(topic, {
      lastMessageId: () => latest.current.lastMessageId,
      onFrame: (frame, context) => latest.current.onFrame(frame, context),
    });
  }, [topic]);
}

/** A typing frame on the shared socket; callers keep to the 2 s rhythm (TYPING_SEND_INTERVAL_MS). */
export function sendTyping(topic: string): void {
  shared().sendTyping(topic);
}

/** The shared socket's state, for the "Reconnecting…" notice. */
export function useRealtimeStatus(): RealtimeStatus {
  const realtime = shared();
  return useSyncExternalStore(realtime.onStatus, realtime.getStatus, () => "idle" as const);
}
