/**
 * The widget's system messages (spec section 8), centred like the system lines of the thread. The
 * region is always present and empty when there is nothing to say, so screen readers announce changes.
 */
export function SystemNotice({ text }: { text: string | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900 empty:hidden"
    >
      {text ?? ""}
    </p>
  );
}
