import type { WebSocket } from "@fastify/websocket";
import { TICKET_QUEUE_TOPIC, ticketTopic } from "../../contract/realtime";
import type { SocketViewer } from "./access";
import { Connection, type ConnectionDeps } from "./connection";

/** This process's sockets, and the fan-out of the doorbells its one listening connection hears. */
export class Hub {
  private readonly connections = new Set<Connection>();

  constructor(private readonly deps: ConnectionDeps) {}

  attach(socket: WebSocket, viewer: SocketViewer): void {
    const connection = new Connection(socket, viewer, this.deps);
    this.connections.add(connection);
    socket.on("message", (data, isBinary) => {
      if (isBinary) return connection.send({ type: "error", code: "bad_request", message: "Text frames only" });
      const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      connection.receive(bytes.toString("utf8"));
    });
    socket.on("pong", () => {
      connection.isAlive = true;
    });
    socket.on("close", () => this.connections.delete(connection));
    socket.on("error", (error) => this.deps.log.warn({ err: error }, "realtime socket error"));
  }

  /** A ticket changed (its id from NOTIFY), or null: the listener reconnected and may have missed some. */
  ticketChanged(ticketId: string | null): void {
    for (const connection of this.connections) {
      const topics = ticketId === null ? [...connection.subscriptions.keys()] : [ticketTopic(ticketId), TICKET_QUEUE_TOPIC];
      for (const topic of topics) connection.ring(topic);
    }
  }

  /** WebSocket ping; a peer that did not answer the previous one is gone (a dead network path). */
  pingAll(): void {
    for (const connection of this.connections) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        this.connections.delete(connection);
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
