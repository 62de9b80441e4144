import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_STATUSES } from "../../domain/chat";
import { chatSessions } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { issueVisitorToken } from "./credential";
import { postChatMessage } from "./write";
import { mayWrite, type ChatWriter, type WritableSession } from "./writers";

/**
 * Who may write in a chat is written twice (docs/decisions/021-chat-write-rule-in-pl-pgsql.md):
 * mayWrite in TypeScript and post_chat_message in PL/pgSQL. Every writer against every kind of
 * session goes through both, and the answers must be the same.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("who may write in a chat", () => {
  it("is answered the same by mayWrite and by post_chat_message, for every writer and session", async () => {
    const [owner, stranger, agent, otherAgent] = await Promise.all(
      Array.from({ length: 4 }, () => createTestUser(ctx)),
    );
    const sessions: { name: string; session: WritableSession; token: string }[] = [];
    for (const status of CHAT_STATUSES)
      for (const ownedBy of ["owner", "guest"] as const)
        for (const assigned of ["agent", "nobody"] as const) {
          const issued = issueVisitorToken();
          const endedAt = status === "waiting" || status === "active" ? null : new Date();
          const [row] = await ctx.db
            .insert(chatSessions)
            .values({
              userId: ownedBy === "owner" ? owner!.id : null,
              visitorTokenHash: ownedBy === "guest" ? issued.tokenHash : null,
              status,
              assignedTo: assigned === "agent" ? agent!.id : null,
              endedAt,
              userName: "Visitor",
              initialMessage: "Hello",
            })
            .returning({ id: chatSessions.id });
          sessions.push({
            name: `${status}, ${ownedBy}'s, assigned to ${assigned}`,
            token: issued.tokenHash,
            session: {
              id: row!.id,
              userId: ownedBy === "owner" ? owner!.id : null,
              visitorTokenHash: ownedBy === "guest" ? issued.tokenHash : null,
              status,
              endedAt,
              assignedTo: assigned === "agent" ? agent!.id : null,
            },
          });
        }
    const writersOf = (id: string, tokenHash: string): Record<string, ChatWriter> => ({
      "its owner": { role: "visitor", visitor: { kind: "user", userId: owner!.id, sessionId: "" } },
      "another user": {
        role: "visitor",
        visitor: { kind: "user", userId: stranger!.id, sessionId: "" },
      },
      "its credential": {
        role: "visitor",
        visitor: { kind: "guest", guest: { sessionId: id, tokenHash } },
      },
      "a wrong token": {
        role: "visitor",
        visitor: { kind: "guest", guest: { sessionId: id, tokenHash: "ab".repeat(32) } },
      },
      "another chat's credential": {
        role: "visitor",
        visitor: { kind: "guest", guest: { sessionId: randomUUID(), tokenHash } },
      },
      "no credential": { role: "visitor", visitor: { kind: "guest", guest: null } },
      "its agent": { role: "agent", agentId: agent!.id },
      "another agent": { role: "agent", agentId: otherAgent!.id },
    });

    const typescript: string[] = [];
    const database: string[] = [];
    for (const { name, session, token } of sessions)
      for (const [who, writer] of Object.entries(writersOf(session.id, token))) {
        const result = await postChatMessage(ctx.db, {
          sessionId: session.id,
          writer,
          message: "May I?",
          allowance: null,
        });
        const verdict = (allowed: boolean) => `${who} in a ${name}: ${allowed ? "writes" : "no"}`;
        typescript.push(verdict(mayWrite(writer, session)));
        database.push(verdict("written" in result));
      }
    expect(database).toEqual(typescript);
    // Both rules let someone write, and refuse someone: the comparison is not of two blanket answers.
    expect(typescript.filter((line) => line.endsWith("writes")).length).toBeGreaterThan(4);
    expect(typescript.filter((line) => line.endsWith("no")).length).toBeGreaterThan(4);
  });
});
