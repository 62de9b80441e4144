import type { SocketCaps } from "../config";

/**
 * Counts the open sockets of each session and each client address, so one client cannot hold
 * thousands of sockets (each keeps buffers and a place in every fan-out). The counts are this
 * process's only: behind a load balancer a client may hold the caps on each process, which still
 * bounds it; sharing the counts through the database would cost a write per connect for little gain.
 */
export class SocketCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly caps: SocketCaps) {}

  /**
   * Takes a place for a new socket, or answers null when its session or address is full. The check
   * and the count happen in one synchronous step, so sockets opened at once cannot all slip past.
   * The returned release gives the place back (once, however often it is called).
   */
  admit(client: { sessionId: string | undefined; ip: string }): (() => void) | null {
    const keys: [string, number][] = [[`ip:${client.ip}`, this.caps.perIp]];
    if (client.sessionId) keys.push([`session:${client.sessionId}`, this.caps.perSession]);
    if (keys.some(([key, cap]) => (this.counts.get(key) ?? 0) >= cap)) return null;
    for (const [key] of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
    };
  }
}
