import type { UseMutationResult } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";

interface OwnFoodRowProps {
  id: string;
  name: string;
  /** More about the item after its calories (a recipe's yield). */
  detail?: ReactNode;
  /** Calories and what they refer to ("190 kcal per bar"). */
  energy: string;
  onEdit: () => void;
  remove: UseMutationResult<{ ok: true }, Error, string>;
  onDeleted: (name: string) => void;
}

/**
 * One custom food or recipe with Edit and Delete. Delete asks first, in place (as weigh-ins do), and
 * a refusal from the server (a food still used in a recipe) is shown under the row.
 */
export function OwnFoodRow({
  id,
  name,
  detail,
  energy,
  onEdit,
  remove,
  onDeleted,
}: OwnFoodRowProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Button takes no ref, so focus moves by looking inside the row.
  const rowRef = useRef<HTMLLIElement>(null);
  const focusButton = (selector: string) =>
    rowRef.current?.querySelector<HTMLButtonElement>(selector)?.focus();
  const isDeleting = remove.isPending && remove.variables === id;

  // Keyboard users land on the question, with the harmless answer focused.
  useEffect(() => {
    if (isConfirming) focusButton("button[data-cancel]");
  }, [isConfirming]);

  const cancel = () => {
    setIsConfirming(false);
    focusButton("button[aria-expanded]");
  };
  const confirm = () => {
    setError(null);
    remove.mutate(id, {
      onSuccess: () => onDeleted(name),
      onError: (e) => {
        setIsConfirming(false);
        setError(e.message);
      },
    });
  };

  return (
    <li ref={rowRef} className="grid gap-2 py-3">
      {/* Buttons sit under the text on a phone and beside it from sm up, where long text wraps instead. */}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">
            {energy}
            {detail ? <> · {detail}</> : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className="px-3" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            aria-label={`Delete ${name}`}
            aria-expanded={isConfirming}
            onClick={() => {
              setError(null);
              setIsConfirming(true);
            }}
          >
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>
      {isConfirming ? (
        <div
          role="group"
          aria-label={`Confirm deleting ${name}`}
          className="grid gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <p>
            Delete “{name}”? Days where you logged it keep the calories and nutrients they had. This
            cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={isDeleting} onClick={confirm}>
              {isDeleting ? "Deleting..." : `Yes, delete`}
            </Button>
            <Button data-cancel variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  );
}
