import type { Passkey } from "../../../contract/passkeys";

/** The last thing done in the Passkeys section: a passkey added (by id), or one renamed. */
export type PasskeyNotice =
  { kind: "added"; id: string } | { kind: "renamed"; from: string; to: string };

/**
 * The words for it. An added passkey is looked up by id, so the message names it as the list does
 * once it has loaded; a removed one says nothing.
 */
export function passkeyNoticeText(
  notice: PasskeyNotice | null,
  passkeys: readonly Passkey[],
): string | null {
  if (!notice) return null;
  if (notice.kind === "renamed") return `"${notice.from}" was renamed to "${notice.to}".`;
  const added = passkeys.find((passkey) => passkey.id === notice.id);
  return added ? `"${added.name}" was added. You can now sign in with it.` : null;
}
