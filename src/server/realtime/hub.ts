import type { WebSocket } from "@fastify/websocket";
import {
  CHAT_QUEUE_TOPIC,
  TICKET_QUEUE_TOPIC,
  chatTopic,
  ticketTopic,
} from "../../contract/realtime";
import type { SocketViewer } from "./access";
import { Connection, type ConnectionDeps } from "./connection";
import { CHATS_CHANNEL, TICKETS_CHANNEL, decodeChatEvent } from "./notify";

export type HubDeps = Omit<ConnectionDeps, "onChatQueue" | "onFollow"> & {
  presence: { follow(userId: string): void; unfollow(userId: string): void };
};

/** This process's sockets, and the fan-out of the doorbells its one listening connection hears. */
export class Hub {
  private readonly connections = new Set<Connection>();
  /** Connections counted as an agent's open console (they follow chat:queue). */
  private readonly consoles = new Set<Connection>();
  private readonly connectionDeps: ConnectionDeps;
  /**
   * Each topic's sockets, so a doorbell reaches the two sockets of a chat without visiting the
   * thousand others (at 100 messages a second that visit was a tenth of the server's time on PGlite).
   */
  private readonly followers = new Map<string, Set<Connection>>();
  /** The sockets still to ping in this round of pingTick. */
  private pingRound: Connection[] = [];

  constructor(private readonly deps: HubDeps) {
    this.connectionDeps = {
      ...deps,
      onChatQueue: (connection, following) => this.chatQueueFollowed(connection, following),
      onFollow: (connection, topic, following) => this.followed(connection, topic, following),
    };
  }

  attach(socket: WebSocket, viewer: SocketViewer): void {
    const connection = new Connection(socket, viewer, this.connectionDeps);
    this.connections.add(connection);
    socket.on("message", (data, isBinary) => {
      if (isBinary)
        return connection.send({ type: "error", code: "bad_request", message: "Text frames only" });
      const bytes = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      connection.receive(bytes.toString("utf8"));
    });
    socket.on("pong", () => {
      connection.isAlive = true;
    });
    socket.on("close", () => this.detach(connection));
    socket.on("error", (error) => this.deps.log.warn({ err: error }, "realtime socket error"));
  }

  private detach(connection: Connection): void {
    this.connections.delete(connection);
    for (const topic of connection.subscriptions.keys()) this.followed(connection, topic, false);
    this.chatQueueFollowed(connection, false);
  }

  private followed(connection: Connection, topic: string, following: boolean): void {
    const set = this.followers.get(topic);
    if (following) {
      if (set) set.add(connection);
      else this.followers.set(topic, new Set([connection]));
    } else if (set?.delete(connection) && set.size === 0) {
      this.followers.delete(topic);
    }
  }

  /** The sockets following a topic (a copy: a delivery may unsubscribe one while the caller iterates). */
  private followersOf(topic: string): Connection[] {
    return [...(this.followers.get(topic) ?? [])];
  }

  private chatQueueFollowed(connection: Connection, following: boolean): void {
    const userId = connection.viewer.user?.userId;
    if (!userId || following === this.consoles.has(connection)) return;
    if (following) {
      this.consoles.add(connection);
      this.deps.presence.follow(userId);
    } else {
      this.consoles.delete(connection);
      this.deps.presence.unfollow(userId);
    }
  }

  /** A doorbell heard on one of the channels; null: the listener reconnected and may have missed some. */
  notified(channel: string, payload: string | null): void {
    if (channel === TICKETS_CHANNEL) this.ticketChanged(payload);
    else if (channel === CHATS_CHANNEL) this.chatChanged(payload);
  }

  /** A ticket changed (its id from NOTIFY), or null: ring every topic. */
  ticketChanged(ticketId: string | null): void {
    if (ticketId === null) return this.ringEverything();
    for (const topic of [ticketTopic(ticketId), TICKET_QUEUE_TOPIC])
      for (const connection of this.followersOf(topic)) connection.ring(topic);
  }

  /** The listener reconnected and may have missed doorbells: every socket re-reads all it follows. */
  private ringEverything(): void {
    for (const connection of this.connections)
      for (const topic of connection.subscriptions.keys()) connection.ring(topic);
  }

  private chatChanged(payload: string | null): void {
    if (payload === null) return this.ringEverything();
    const event = decodeChatEvent(payload);
    if (!event) return;
    if (event.kind === "agents") {
      for (const connection of this.followersOf(CHAT_QUEUE_TOPIC))
        connection.ring(CHAT_QUEUE_TOPIC);
      return;
    }
    const topic = chatTopic(event.sessionId);
    if (event.kind === "typing") {
      for (const connection of this.followersOf(topic)) connection.relayTyping(topic, event.from);
    } else if (event.kind === "message") {
      for (const connection of this.followersOf(topic)) connection.ring(topic, false);
    } else {
      for (const connection of this.followersOf(topic)) connection.ring(topic);
      for (const connection of this.followersOf(CHAT_QUEUE_TOPIC))
        connection.ring(CHAT_QUEUE_TOPIC);
      // A status, agent or department change moves the queue: every waiting session's position may change.
      for (const connection of this.connections)
        for (const waiting of connection.waitingChatTopics()) connection.ring(waiting);
    }
  }

  /**
   * One step of the WebSocket ping round: the next `1 / ticksPerRound` of the sockets are pinged, and
   * a peer that did not answer its previous ping is gone (a dead network path). Spread over the round
   * because a thousand pings sent at once hold the event loop for every message in flight (the chat
   * benchmark's worst deliveries, 200 ms, were exactly that).
   */
  pingTick(ticksPerRound: number): void {
    if (this.pingRound.length === 0) this.pingRound = [...this.connections];
    const count = Math.ceil(this.connections.size / ticksPerRound);
    for (const connection of this.pingRound.splice(0, count)) {
      if (!this.connections.has(connection)) continue;
      if (!connection.isAlive) {
        connection.socket.terminate();
        this.detach(connection);
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }

  get size(): number {
    return this.connections.size;
  }
}
