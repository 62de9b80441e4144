/**
 * A number as someone types it into a text field, the one rule every form uses: a decimal comma
 * counts as a point (much of the world writes 2,5 kg), and spaces around the number are ignored.
 *
 * Null when nothing was typed, because a blank means "not given" in some fields and "required" in
 * others: each field decides. NaN when the text is no finite number, so that "abc" and "Infinity"
 * fail the field's own check with its own message (JSON would otherwise send Infinity as null).
 */
export function parseTypedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) ? value : Number.NaN;
}
