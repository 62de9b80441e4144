/**
 * A token bucket of client frames per socket: a burst of 40, then 10 a second, far above what the web
 * client sends (a ping every 25 s, a typing frame every 2 s, a subscribe per page). Past it, frames
 * are dropped and the client is told at most once a second: a flooding socket is slowed, and the
 * server's work for it stays bounded.
 */
export class FrameBudget {
  private tokens: number;
  private refilledAt: number;
  private toldAt = -Infinity;

  constructor(
    private readonly burst = 40,
    private readonly perSecond = 10,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** "ok": handle the frame; "drop": ignore it; "tell": ignore it and say why (once a second). */
  take(): "ok" | "drop" | "tell" {
    const now = this.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return "ok";
    }
    if (now - this.toldAt < 1000) return "drop";
    this.toldAt = now;
    return "tell";
  }
}
