import { X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { DeletedEntry } from "../../contract/saved-meals";
import { Button, buttonClass } from "../components/ui/button";
import { useRestoreEntry } from "./api/diary";

/** Long enough to notice and reach the button (focus is already on it); the time stops while the pointer is on the toast. */
export const UNDO_SECONDS = 6;

/**
 * "Entry deleted · Undo" after a delete. The live region is always in the page so screen readers hear
 * the message when it appears; focus moves to Undo, since the control that had it (the entry's edit
 * button) is gone with the entry, and when the toast goes it moves on to the meal's Add food button
 * rather than being lost with it. Undo sends the deleted entry back to be written as it was.
 */
export function UndoToast({
  deleted,
  onDone,
}: {
  deleted: DeletedEntry | null;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex justify-center px-4 sm:bottom-6"
    >
      {/* Each delete gets a toast of its own: a fresh time, hold and undo, nothing left from the last. */}
      {deleted ? <Toast key={deleted.id} deleted={deleted} onDone={onDone} /> : null}
    </div>
  );
}

function Toast({ deleted, onDone }: { deleted: DeletedEntry; onDone: () => void }) {
  const restore = useRestoreEntry();
  const undoButton = useRef<HTMLButtonElement>(null);
  const toast = useRef<HTMLDivElement>(null);
  const [isHeld, setIsHeld] = useState(false);
  const done = () => {
    if (toast.current?.contains(document.activeElement)) {
      document.querySelector<HTMLElement>(`[data-meal-add="${deleted.meal}"]`)?.focus();
    }
    onDone();
  };
  // The page passes a new onDone on each render (the diary refetches after the delete): the timer
  // must not start again each time.
  const timeUp = useEffectEvent(done);

  useEffect(() => {
    // After the dialog has closed and handed focus back (to nothing: its opener was deleted).
    const focus = setTimeout(() => undoButton.current?.focus(), 50);
    return () => clearTimeout(focus);
  }, []);

  useEffect(() => {
    if (isHeld || restore.isPending || restore.isError) return;
    const timer = setTimeout(() => timeUp(), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [isHeld, restore.isPending, restore.isError]);

  const undo = () => restore.mutate(deleted, { onSuccess: done });

  return (
    <div
      ref={toast}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      className="pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{restore.isError ? `Could not undo: ${restore.error.message}` : "Entry deleted"}</span>
      <button
        ref={undoButton}
        type="button"
        className={buttonClass("secondary", "px-3 py-1")}
        onClick={undo}
        disabled={restore.isPending}
      >
        Undo
      </button>
      <Button
        variant="ghost"
        className="px-2 py-1 text-white hover:bg-slate-700"
        onClick={done}
        aria-label="Dismiss"
      >
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
