import type { SavedReply } from "../../../contract/chat";

/** What the agent typed after a `/` that starts a word, up to the caret: the saved-reply search. */
export interface SlashQuery {
  /** Index of the `/` in the text. */
  start: number;
  /** Index of the caret (the end of the query). */
  end: number;
  query: string;
}

/**
 * The slash command under the caret, or null. The `/` must start the text or follow a space, so
 * "and/or" or a URL never opens the list, and the query stops at the first space.
 */
export function findSlashQuery(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("/");
  if (start === -1) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (/\s/.test(query)) return null;
  return { start, end: caret, query };
}

/**
 * Saved replies matching the query, best first: shortcuts that start with it, then shortcuts that
 * contain it, then replies whose text contains it; each group keeps shortcut order. Case is ignored.
 */
export function filterSavedReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const q = query.trim().toLowerCase();
  const byShortcut = [...replies].sort((a, b) => a.shortcut.localeCompare(b.shortcut));
  if (!q) return byShortcut;
  const rank = (r: SavedReply) => {
    const shortcut = r.shortcut.toLowerCase();
    if (shortcut.startsWith(q)) return 0;
    if (shortcut.includes(q)) return 1;
    if (r.body.toLowerCase().includes(q)) return 2;
    return 3;
  };
  return byShortcut
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter((r) => r.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.reply);
}

/** The text with the slash command replaced by the reply's body, and where the caret goes after it. */
export function insertSavedReply(
  text: string,
  slash: SlashQuery,
  body: string,
): { text: string; caret: number } {
  const next = text.slice(0, slash.start) + body + text.slice(slash.end);
  return { text: next, caret: slash.start + body.length };
}
