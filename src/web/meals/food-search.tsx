import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { FoodSearchItem, ParsedFoodQuery } from "../../contract/foods";
import type { MealName } from "../../contract/meals";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { formatNumber } from "../lib/format";
import { foodSearchQueryOptions, useFoodSearch, usdaFoodQueryOptions } from "./api/diary";
import { FoodSearchResults } from "./food-search-results";
import { RecentFoods } from "./recent-foods";

/** "Amount: 2 · searching for eggs", "Amount: 200 g · searching for greek yogurt". */
export function describeParsed(parsed: ParsedFoodQuery): string {
  return `Amount: ${formatNumber(parsed.quantity, 2)}${parsed.unit ? ` ${parsed.unit}` : ""} · searching for ${parsed.words}`;
}

/** Typing pauses this long before a search is sent, so each keystroke does not cost one. */
const DEBOUNCE_MS = 250;

/**
 * The search box and its results, or the recent foods while it is empty. The text lives in the
 * dialog, so it survives a look at one food ("Back to search") and is cleared once one is added.
 * Enter in the box takes the first result, waiting for the search if it is still on its way.
 */
export function FoodSearch({
  text,
  onTextChange,
  inputRef,
  date,
  meal,
  onChoose,
  onAdded,
}: {
  text: string;
  onTextChange: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  date: string;
  meal: MealName;
  onChoose: (item: FoodSearchItem, parsed: ParsedFoodQuery | null) => void;
  onAdded: (message: string) => void;
}) {
  const [q, setQ] = useState(text.trim());
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  // Bumped by each Enter, each keystroke and closing, so an Enter still waiting for its results
  // takes nothing once the user has moved on.
  const pick = useRef(0);
  useEffect(
    () => () => {
      pick.current += 1;
    },
    [],
  );
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useFoodSearch(q, page);
  // Results of what is in the box now, not of a few keystrokes ago.
  const fresh =
    q !== "" && q === text.trim() && search.isSuccess && !search.isPlaceholderData
      ? search.data
      : null;
  const parsed = search.data?.parsed ?? null;
  const queryClient = useQueryClient();
  // The food's portions are fetched before it is chosen, so Enter goes straight to its amount.
  const prefetch = (item: FoodSearchItem | undefined) => {
    if (item?.kind === "usda") void queryClient.prefetchQuery(usdaFoodQueryOptions(item.id));
  };
  const firstId = fresh?.items[0]?.id;
  useEffect(() => {
    if (firstId) prefetch(fresh?.items[0]);
    // The first result's id is what changes; the rest follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstId]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      const first = listRef.current?.querySelector<HTMLButtonElement>("button[data-result]");
      if (!first) return;
      event.preventDefault();
      first.focus();
    } else if (event.key === "Enter" && text.trim() !== "") {
      event.preventDefault();
      const words = text.trim();
      setQ(words);
      // The same search the list shows, so a result already there is taken at once, and one on its
      // way is waited for (the list's own request, not a second one).
      const ticket = ++pick.current;
      void queryClient.ensureQueryData(foodSearchQueryOptions(words, page)).then(
        (found) => {
          const first = found.items[0];
          if (first && pick.current === ticket) onChoose(first, found.parsed ?? null);
        },
        // A failed search shows its error under the box; there is nothing to take.
        () => undefined,
      );
    }
  };

  return (
    // group/search: the first result shows it is Enter's while the box has focus, in CSS, because a
    // render on blur would change the list as focus moves into it, and the dialog's focus trap then
    // sees focus on the body and takes it back to the dialog.
    <div className="group/search grid gap-4">
      <div className="grid gap-1">
        <TextField
          ref={inputRef}
          data-autofocus
          label="Search foods"
          type="search"
          autoComplete="off"
          placeholder="e.g. 2 eggs, 1 medium banana"
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value);
            setPage(1);
            pick.current += 1;
          }}
          onKeyDown={onKeyDown}
          hint="USDA foods and your own foods and recipes; typos and amounts are fine. Enter picks the first result; the down arrow moves through them."
        />
        <p role="status" className="text-sm font-medium text-slate-800">
          {q !== "" && parsed ? describeParsed(parsed) : ""}
        </p>
      </div>
      {q === "" ? (
        <RecentFoods date={date} meal={meal} onAdded={onAdded} />
      ) : search.isPending ? (
        <Spinner label="Searching..." />
      ) : search.isError ? (
        <Alert tone="error">{search.error.message}</Alert>
      ) : search.data.items.length === 0 ? (
        <p className="text-slate-600">No food matches “{q}”. Try fewer or different words.</p>
      ) : (
        <>
          <FoodSearchResults
            items={search.data.items}
            listRef={listRef}
            markFirst={fresh !== null}
            onChoose={(item) => onChoose(item, search.data.parsed ?? null)}
            onPreview={prefetch}
            onLeaveTop={() => inputRef.current?.focus()}
          />
          <div className="flex items-center justify-between">
            <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <Button
              variant="secondary"
              disabled={!search.data.hasMore}
              onClick={() => setPage((p) => p + 1)}
            >
              More results
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
