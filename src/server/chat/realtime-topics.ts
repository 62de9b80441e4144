import { sql } from "drizzle-orm";
import type { ChatMessage, ChatSessionState } from "../../contract/chat";
import { CHAT_QUEUE_TOPIC, chatTopic } from "../../contract/realtime";
import { isOpenChat } from "../../domain/chat";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import type {
  Following,
  RealtimeGuests,
  RealtimeLog,
  Ring,
  TopicFollower,
  TopicsFactory,
  ViewerCheck,
} from "../realtime/topics";
import { readVisitorCredential, type VisitorCredential } from "./credential";
import { CHATS_CHANNEL, decodeChatEvent, notifyChat } from "./doorbell";
import { AgentPresence, PRESENCE_HEARTBEAT_MS } from "./presence";
import {
  chatMessagesAfter,
  chatMessagesAfterJson,
  loadChatSession,
  parseChatMessagesJson,
  parseCursor,
  toChatOwnership,
  type ChatSessionAccess,
  type OwnershipRow,
} from "./read";
import { visitorReaches, type ChatVisitor } from "./visitor-access";

const CHAT_PREFIX = "chat:";
/** A client announces typing every 2 s; more often than this is dropped, not relayed. */
const MIN_TYPING_GAP_MS = 1_000;

interface GuestRow extends OwnershipRow {
  rider: unknown;
}

/**
 * Signed-out visitors on the socket: one chat's credential (its cookie) lets them in, for as long as
 * it reaches that chat by the routes' rule (visitorReaches). A signed-in user's chat cookie is not
 * used (the socket's viewer is the user then, as on the routes).
 */
export const chatVisitors: RealtimeGuests<VisitorCredential> = {
  guestOf: readVisitorCredential,
  async check(db, credential, rider) {
    const [row] = await queryRows<GuestRow>(
      db,
      sql`
      select id, user_id, visitor_token_hash, status, ended_at, ${rider} as rider
      from live_chat_sessions where id = ${credential.sessionId}`,
    );
    const alive =
      row !== undefined &&
      visitorReaches({ kind: "guest", guest: credential }, toChatOwnership(row));
    return { alive, rider: row?.rider ?? null };
  },
};

/**
 * Which side of the chat the viewer is on, or null when they may not follow it: the visitor, whom the
 * routes' rule lets reach it (visitorReaches), else an agent (staff with chat.view, who may read every
 * session, as the HTTP routes do).
 */
export function chatSideOf(
  viewer: ChatVisitor,
  session: ChatSessionAccess,
  check: ViewerCheck,
): "visitor" | "agent" | null {
  if (visitorReaches(viewer, session)) return "visitor";
  if (check.permissions.has("chat.view")) return "agent";
  return null;
}

/** One socket's chat:<id>: what it was last sent, so each delivery sends only what changed. */
class ChatFollower implements TopicFollower {
  /** The side and the last state sent, so typing is relayed to the other side only and a state is sent when it changed. */
  private side: "visitor" | "agent" | undefined;
  private lastState: ChatSessionState | undefined;
  private lastTypingAt: number | undefined;
  private readonly sessionId: string;

  constructor(
    private readonly following: Following<VisitorCredential>,
    /** The newest message this socket has: what the next delivery starts after. */
    private cursor: string | undefined,
    private readonly deps: {
      db: Db;
      announceTyping(sessionId: string, from: "visitor" | "agent"): void;
      left(follower: ChatFollower): void;
    },
  ) {
    this.sessionId = following.topic.slice(CHAT_PREFIX.length);
  }

  get topic(): string {
    return this.following.topic;
  }

  /**
   * A new message for a socket whose side is known needs no session read: who owns a session never
   * changes, so the viewer check and the new rows are the whole delivery, read in one query.
   */
  private isMessagesOnly(ring: Ring): boolean {
    return !ring.withState && this.side !== undefined;
  }

  rider(ring: Ring) {
    return this.isMessagesOnly(ring)
      ? chatMessagesAfterJson(this.sessionId, parseCursor(this.cursor))
      : undefined;
  }

  async deliver(ring: Ring, check: ViewerCheck, rider: unknown): Promise<void> {
    // The same answer as rider() gave: only deliveries, which run one at a time, change the side.
    if (this.isMessagesOnly(ring)) return this.deliverMessages(check, parseChatMessagesJson(rider));
    return this.deliverChat(ring.isSubscribe, check);
  }

  /** New messages of a chat whose side this socket already has: an agent must still hold chat.view. */
  private deliverMessages(check: ViewerCheck, fresh: ChatMessage[]): void {
    if (this.side === "agent" && !check.permissions.has("chat.view"))
      return this.following.refuse();
    this.cursor = fresh.at(-1)?.id ?? this.cursor;
    if (fresh.length > 0)
      this.following.send({
        type: "chat_messages",
        topic: this.following.topic,
        replay: false,
        messages: fresh,
      });
  }

  /**
   * Messages after the cursor (ids increase), then the session's state when it changed or on every
   * (re)subscribe — so a client that reconnects gets what it missed, then the status, agent and queue
   * position as they are now.
   */
  private async deliverChat(isSubscribe: boolean, check: ViewerCheck): Promise<void> {
    const { db } = this.deps;
    const { topic } = this.following;
    const session = await loadChatSession(db, this.sessionId);
    const side = session && chatSideOf(this.following.viewer, session, check);
    if (!session || !side) return this.following.refuse();
    this.side = side;
    const fresh = await chatMessagesAfter(db, this.sessionId, parseCursor(this.cursor));
    if (!this.following.isCurrent()) return;
    this.cursor = fresh.at(-1)?.id ?? this.cursor;
    if (isSubscribe) this.following.send({ type: "subscribed", topic });
    if (fresh.length > 0)
      this.following.send({ type: "chat_messages", topic, replay: isSubscribe, messages: fresh });
    if (isSubscribe || JSON.stringify(session.state) !== JSON.stringify(this.lastState)) {
      this.following.send({ type: "chat_state", topic, session: session.state });
    }
    this.lastState = session.state;
  }

  /** Only in a chat this socket was allowed to follow, while it is open, and no faster than a client should send. */
  typing(): void {
    if (!this.side || !this.lastState || !isOpenChat(this.lastState.status)) return;
    const now = Date.now();
    if (this.lastTypingAt !== undefined && now - this.lastTypingAt < MIN_TYPING_GAP_MS) return;
    this.lastTypingAt = now;
    this.deps.announceTyping(this.lastState.id, this.side);
  }

  /** The other side typed. */
  relayTyping(from: "visitor" | "agent"): void {
    if (this.side && this.side !== from)
      this.following.send({ type: "typing", topic: this.following.topic, from });
  }

  /** Its session was waiting when last sent: its queue position may move. */
  isWaiting(): boolean {
    return this.lastState?.status === "waiting";
  }

  ringAgain(): void {
    this.following.ring();
  }

  left(): void {
    this.deps.left(this);
  }
}

/**
 * chat:queue: agents with chat.view are told when any session or agent changed. A socket following it
 * is an open console: its user counts as present (AgentPresence) until it stops following.
 */
function queueFollower(
  following: Following<VisitorCredential>,
  presence: AgentPresence,
): TopicFollower {
  let countedUserId: string | undefined;
  return {
    deliver(ring, check) {
      if (!check.permissions.has("chat.view")) return following.refuse();
      const { viewer } = following;
      const userId = viewer.kind === "user" ? viewer.userId : undefined;
      if (ring.isSubscribe && userId && countedUserId === undefined) {
        countedUserId = userId;
        presence.follow(userId);
      }
      following.send(
        ring.isSubscribe
          ? { type: "subscribed", topic: following.topic }
          : { type: "changed", topic: following.topic },
      );
    },
    left() {
      if (countedUserId !== undefined) presence.unfollow(countedUserId);
      countedUserId = undefined;
    },
  };
}

/**
 * Relays a typing announcement, never stored: through NOTIFY like every event, so the other side
 * hears it on whichever process holds its socket.
 */
function typingAnnouncer(db: Db, log: RealtimeLog) {
  return (sessionId: string, from: "visitor" | "agent") => {
    notifyChat(db, { kind: "typing", sessionId, from }).catch((error: unknown) =>
      log.warn({ err: error }, "typing relay failed"),
    );
  };
}

/** Live chat on the socket: each chat's messages, state and typing, and the agents' queue. */
export const chatTopics: TopicsFactory<VisitorCredential> = ({ db, log, doorbells }) => {
  const presence = new AgentPresence(db, log);
  const heartbeat = setInterval(() => {
    presence
      .beat()
      .catch((error: unknown) => log.warn({ err: error }, "presence heartbeat failed"));
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();
  /** Each chat topic's followers in this process, for what needs no re-read: typing, waiting sessions. */
  const chats = new Map<string, Set<ChatFollower>>();
  const followerDeps = {
    db,
    announceTyping: typingAnnouncer(db, log),
    left(follower: ChatFollower) {
      const set = chats.get(follower.topic);
      if (set?.delete(follower) && set.size === 0) chats.delete(follower.topic);
    },
  };

  const followChat = (following: Following<VisitorCredential>, cursor: string | undefined) => {
    const follower = new ChatFollower(following, cursor, followerDeps);
    const set = chats.get(following.topic);
    if (set) set.add(follower);
    else chats.set(following.topic, new Set([follower]));
    return follower;
  };

  const heard = (payload: string) => {
    const event = decodeChatEvent(payload);
    if (!event) return;
    if (event.kind === "agents") return doorbells.ring(CHAT_QUEUE_TOPIC);
    const topic = chatTopic(event.sessionId);
    if (event.kind === "typing") {
      for (const follower of chats.get(topic) ?? []) follower.relayTyping(event.from);
    } else if (event.kind === "message") {
      doorbells.ring(topic, false);
    } else {
      doorbells.ring(topic);
      doorbells.ring(CHAT_QUEUE_TOPIC);
      // A status, agent or department change moves the queue: every waiting session's position may change.
      for (const followers of chats.values())
        for (const follower of followers) if (follower.isWaiting()) follower.ringAgain();
    }
  };

  return {
    owns: (topic) => topic.startsWith(CHAT_PREFIX),
    follow: (following, cursor) =>
      following.topic === CHAT_QUEUE_TOPIC
        ? queueFollower(following, presence)
        : followChat(following, cursor),
    channels: { [CHATS_CHANNEL]: heard },
    close: () => clearInterval(heartbeat),
  };
};
