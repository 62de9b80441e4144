import { describe, expect, it } from "vitest";
import type { SavedReply } from "../../../contract/chat";
import { filterSavedReplies, findSlashQuery, insertSavedReply } from "./slash-commands";

const reply = (shortcut: string, body: string): SavedReply => ({
  id: shortcut,
  departmentId: "d1",
  shortcut,
  body,
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const replies = [
  reply("refund", "Your refund is on its way."),
  reply("hello", "Hello! How can I help?"),
  reply("thanks", "Thanks for your patience."),
  reply("plan-refund", "Plans are refunded pro rata."),
];

describe("findSlashQuery", () => {
  it("opens on a slash at the start and reads up to the caret", () => {
    expect(findSlashQuery("/ref", 4)).toEqual({ start: 0, end: 4, query: "ref" });
    expect(findSlashQuery("/", 1)).toEqual({ start: 0, end: 1, query: "" });
  });

  it("opens on a slash after a space, mid-message", () => {
    expect(findSlashQuery("Sure, /th", 9)).toEqual({ start: 6, end: 9, query: "th" });
  });

  it("stays closed inside a word or a link, after a space in the query, or with the caret before the slash", () => {
    expect(findSlashQuery("and/or", 6)).toBeNull();
    expect(findSlashQuery("see https://x.io/help", 21)).toBeNull();
    expect(findSlashQuery("/refund now", 11)).toBeNull();
    expect(findSlashQuery("hi /ref", 2)).toBeNull();
    expect(findSlashQuery("no command", 10)).toBeNull();
  });
});

describe("filterSavedReplies", () => {
  it("lists every reply by shortcut for a bare slash", () => {
    expect(filterSavedReplies(replies, "").map((r) => r.shortcut)).toEqual([
      "hello",
      "plan-refund",
      "refund",
      "thanks",
    ]);
  });

  it("ranks shortcuts starting with the query, then containing it, then bodies containing it, ignoring case", () => {
    expect(filterSavedReplies(replies, "REF").map((r) => r.shortcut)).toEqual([
      "refund",
      "plan-refund",
    ]);
    expect(filterSavedReplies(replies, "patience").map((r) => r.shortcut)).toEqual(["thanks"]);
    expect(filterSavedReplies(replies, "help").map((r) => r.shortcut)).toEqual(["hello"]);
  });

  it("finds nothing for a query no reply matches", () => {
    expect(filterSavedReplies(replies, "zzz")).toEqual([]);
  });
});

describe("insertSavedReply", () => {
  it("replaces the command with the body and puts the caret after it, keeping the rest", () => {
    const text = "Hi! /ref and more";
    const slash = findSlashQuery(text, 8)!;
    expect(insertSavedReply(text, slash, "Your refund is on its way.")).toEqual({
      text: "Hi! Your refund is on its way. and more",
      caret: 30,
    });
  });
});
