import type { WebSocket } from "@fastify/websocket";
import type { CheckViewer } from "./access";
import { Connection, type ConnectionDeps } from "./connection";
import type { Viewer } from "../http/viewer";
import type { Doorbells, RealtimeLog, RealtimeTopics } from "./topics";

export interface HubDeps<Guest> {
  log: RealtimeLog;
  checkViewer: CheckViewer<Guest>;
  /** Builds the registrations (tickets, chat, …) with the hub's doorbells. */
  topics(doorbells: Doorbells): readonly RealtimeTopics<Guest>[];
}

/** This process's sockets, and the fan-out of the doorbells its one listening connection hears. */
export class Hub<Guest> implements Doorbells {
  private readonly connections = new Set<Connection<Guest>>();
  private readonly connectionDeps: ConnectionDeps<Guest>;
  private readonly registrations: readonly RealtimeTopics<Guest>[];
  /** Each channel's listeners, from the registrations. */
  private readonly listeners = new Map<string, ((payload: string) => void)[]>();
  /**
   * Each topic's sockets, so a doorbell reaches the two sockets of a chat without visiting the
   * thousand others (at 100 messages a second that visit was a tenth of the server's time on PGlite).
   */
  private readonly followers = new Map<string, Set<Connection<Guest>>>();
  /** The sockets still to ping in this round of pingTick. */
  private pingRound: Connection<Guest>[] = [];

  constructor(private readonly deps: HubDeps<Guest>) {
    this.registrations = deps.topics(this);
    for (const registration of this.registrations)
      for (const [channel, listener] of Object.entries(registration.channels))
        this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    this.connectionDeps = {
      log: deps.log,
      checkViewer: deps.checkViewer,
      topicsOf: (topic) => this.registrations.find((registration) => registration.owns(topic)),
      onFollow: (connection, topic, following) => this.followed(connection, topic, following),
    };
  }

  /** The NOTIFY channels the registrations listen on. */
  get channels(): string[] {
    return [...this.listeners.keys()];
  }

  attach(socket: WebSocket, viewer: Viewer<Guest>): void {
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

  private detach(connection: Connection<Guest>): void {
    this.connections.delete(connection);
    connection.closed();
  }

  private followed(connection: Connection<Guest>, topic: string, following: boolean): void {
    const set = this.followers.get(topic);
    if (following) {
      if (set) set.add(connection);
      else this.followers.set(topic, new Set([connection]));
    } else if (set?.delete(connection) && set.size === 0) {
      this.followers.delete(topic);
    }
  }

  /** A doorbell heard on one of the channels; null: the listener reconnected and may have missed some. */
  notified(channel: string, payload: string | null): void {
    const listeners = this.listeners.get(channel);
    if (!listeners) return;
    if (payload === null) return this.ringEverything();
    for (const listener of listeners) listener(payload);
  }

  ring(topic: string, withState = true): void {
    // A copy: a delivery may unsubscribe one while this iterates.
    for (const connection of [...(this.followers.get(topic) ?? [])])
      connection.ring(topic, withState);
  }

  /** The listener reconnected and may have missed doorbells: every socket re-reads all it follows. */
  private ringEverything(): void {
    for (const connection of this.connections)
      for (const topic of connection.subscriptions.keys()) connection.ring(topic);
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

  /** The app is closing: the registrations stop their timers. */
  close(): void {
    for (const registration of this.registrations) registration.close?.();
  }

  get size(): number {
    return this.connections.size;
  }
}
