import type { Provider } from "../../contract/providers";

/**
 * Small marks drawn here, not the providers' logos fetched or copied: nothing loads from elsewhere
 * at run time, and a plain glyph in the text colour stays legible in any theme. The label beside
 * it ("Continue with Google") is what names the provider, so the mark is hidden from readers.
 */
function LetterMark({ letter }: { letter: string }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <text
        x="10"
        y="14.2"
        textAnchor="middle"
        fontSize="11.5"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
      >
        {letter}
      </text>
    </svg>
  );
}

/** Four panes, the shape of Microsoft's mark, drawn in the text colour. */
function PanesMark() {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden focusable="false">
      <rect x="2" y="2" width="7.3" height="7.3" fill="currentColor" />
      <rect x="10.7" y="2" width="7.3" height="7.3" fill="currentColor" opacity="0.75" />
      <rect x="2" y="10.7" width="7.3" height="7.3" fill="currentColor" opacity="0.75" />
      <rect x="10.7" y="10.7" width="7.3" height="7.3" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

/** An apple: a round fruit with a leaf, drawn in the text colour. */
function AppleMark() {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden focusable="false">
      <path
        d="M10 6.2c-1.2-.9-2.6-1.2-3.9-.8C4 6 2.9 8.1 3.2 10.7c.3 2.9 2.1 6.3 4.2 6.8.9.2 1.6-.3 2.6-.3s1.7.5 2.6.3c2.1-.5 3.9-3.9 4.2-6.8.3-2.6-.8-4.7-2.9-5.3-1.3-.4-2.7-.1-3.9.8z"
        fill="currentColor"
      />
      <path d="M10.2 5.6c.1-1.8 1.2-3.2 3-3.6-.1 1.8-1.2 3.2-3 3.6z" fill="currentColor" />
    </svg>
  );
}

export function ProviderIcon({ provider }: { provider: Provider }) {
  if (provider === "microsoft") return <PanesMark />;
  if (provider === "apple") return <AppleMark />;
  return <LetterMark letter="G" />;
}
