/**
 * The load generator of bench/chat.ts, in its own process so that it does not share an event loop
 * with the server it measures. Reads a plan (JSON) on stdin, prints a ClientsResult (JSON) on stdout.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import WebSocket from "ws";
import { readPlan } from "./support";

export interface ClientsPlan {
  mode: "vitalog" | "relay";
  origin: string;
  conversations: Array<{ sessionId: string; visitorCookie: string; agentCookie: string }>;
  rate: number;
  durationS: number;
}

export interface ClientsResult {
  clients: number;
  sent: number;
  failedSends: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
  /** How long the sending request took (HTTP answer), p50; 0 for the relay, which has none. */
  sendP50: number;
}

type Side = "visitor" | "agent";
const GRACE_MS = 5_000;

const plan = await readPlan<ClientsPlan>();

const sentAt = new Map<number, { at: number; to: Side; conversation: number }>();
/** The first second's messages warm the server (JIT, pool connections) and count for loss, not latency. */
const warmup = plan.rate;
let delivered = 0;
const latencies: number[] = [];
const trace: Array<[number, number]> = [];
let begunAtMs = 0;
const begunAt = () => begunAtMs;
const sendTimes: number[] = [];
const received = new Set<string>();
let duplicated = 0;

function onText(conversation: number, side: Side, text: string): void {
  const match = /^b:(\d+)$/.exec(text);
  if (!match) return;
  const seq = Number(match[1]);
  const sent = sentAt.get(seq);
  if (!sent || sent.to !== side || sent.conversation !== conversation) return;
  const key = `${seq}:${side}`;
  if (received.has(key)) {
    duplicated++;
    return;
  }
  received.add(key);
  delivered++;
  if (seq < warmup) return;
  latencies.push(performance.now() - sent.at);
  if (process.env.BENCH_TRACE)
    trace.push([Math.round(sent.at - begunAt()), Math.round(performance.now() - sent.at)]);
}

function open(conversation: number, side: Side): Promise<WebSocket> {
  const c = plan.conversations[conversation]!;
  const ws = plan.origin.replace(/^http/, "ws");
  const url = plan.mode === "relay" ? `${ws}/?room=${c.sessionId}` : `${ws}/api/realtime`;
  const cookie = side === "visitor" ? c.visitorCookie : c.agentCookie;
  const socket = new WebSocket(url, {
    headers: { origin: plan.origin, ...(cookie ? { cookie } : {}) },
  });
  const topic = `chat:${c.sessionId}`;
  return new Promise((resolve, reject) => {
    socket.on("message", (data: Buffer) => {
      const text = data.toString("utf8");
      if (plan.mode === "relay") return onText(conversation, side, text);
      const frame = JSON.parse(text) as {
        type: string;
        topic?: string;
        messages?: Array<{ message: string }>;
      };
      if (frame.type === "subscribed" && frame.topic === topic) resolve(socket);
      if (frame.type === "error") reject(new Error(`${side} ${conversation}: ${text}`));
      if (frame.type === "chat_messages")
        for (const m of frame.messages ?? []) onText(conversation, side, m.message);
    });
    socket.once("open", () => {
      if (plan.mode === "relay") resolve(socket);
      else socket.send(JSON.stringify({ type: "subscribe", topic }));
    });
    socket.once("error", reject);
  });
}

const sockets: Array<Record<Side, WebSocket>> = [];
for (let start = 0; start < plan.conversations.length; start += 50) {
  const batch = plan.conversations.slice(start, start + 50).map(async (_, offset) => {
    const i = start + offset;
    const [visitor, agent] = await Promise.all([open(i, "visitor"), open(i, "agent")]);
    sockets[i] = { visitor, agent };
  });
  await Promise.all(batch);
}

let failedSends = 0;
async function send(seq: number): Promise<void> {
  const conversation = seq % plan.conversations.length;
  const from: Side = Math.floor(seq / plan.conversations.length) % 2 === 0 ? "visitor" : "agent";
  const to: Side = from === "visitor" ? "agent" : "visitor";
  const text = `b:${seq}`;
  sentAt.set(seq, { at: performance.now(), to, conversation });
  if (plan.mode === "relay") return sockets[conversation]![from].send(text);
  const c = plan.conversations[conversation]!;
  const url =
    from === "visitor"
      ? `/api/chat/sessions/${c.sessionId}/messages`
      : `/api/admin/chat/sessions/${c.sessionId}/messages`;
  const postedAt = performance.now();
  const response = await fetch(`${plan.origin}${url}`, {
    method: "POST",
    headers: {
      origin: plan.origin,
      "content-type": "application/json",
      cookie: from === "visitor" ? c.visitorCookie : c.agentCookie,
    },
    body: JSON.stringify({ message: text }),
  });
  sendTimes.push(performance.now() - postedAt);
  if (response.status !== 201) {
    failedSends++;
    sentAt.delete(seq);
    if (failedSends <= 3)
      process.stderr.write(`send ${seq} answered ${response.status}: ${await response.text()}\n`);
  }
}

// The load generator's own lateness: a stalled client would show as slow deliveries that the server did not cause.
const clientDelay = monitorEventLoopDelay({ resolution: 5 });
clientDelay.enable();
const total = warmup + plan.rate * plan.durationS;
const interval = 1000 / plan.rate;
const begun = performance.now();
begunAtMs = begun;
const pending: Array<Promise<void>> = [];
for (let seq = 0; seq < total; seq++) {
  // Paced against the clock, so a slow answer does not slow the offered load.
  const due = begun + seq * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(send(seq));
}
await Promise.all(pending);
await new Promise((resolve) => setTimeout(resolve, GRACE_MS));

clientDelay.disable();
process.stderr.write(
  `${plan.mode} clients: event loop delay p99 ${(clientDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientDelay.max / 1e6).toFixed(1)} ms\n`,
);
latencies.sort((a, b) => a - b);
const pick = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
const result: ClientsResult = {
  clients: sockets.length * 2,
  sent: sentAt.size - warmup,
  failedSends,
  p50: pick(0.5),
  p99: pick(0.99),
  max: latencies.at(-1) ?? Number.NaN,
  lost: sentAt.size - delivered,
  duplicated,
  sendP50: sendTimes.sort((a, b) => a - b)[Math.floor(sendTimes.length / 2)] ?? 0,
};
for (const pair of sockets) {
  pair.visitor.terminate();
  pair.agent.terminate();
}
if (process.env.BENCH_TRACE) {
  // Worst deliveries with when they were sent (ms into the run), to see whether slow ones bunch up.
  const worst = [...trace].sort((a, b) => b[1] - a[1]).slice(0, 30);
  process.stderr.write(`worst (sent at ms, latency ms): ${JSON.stringify(worst)}\n`);
}
process.stdout.write(JSON.stringify(result));
process.exit(0);
