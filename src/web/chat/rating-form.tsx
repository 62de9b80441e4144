import { useState, type FormEvent } from "react";
import { Star } from "lucide-react";
import type { ChatSessionState } from "../../contract/chat";
import { Button } from "../components/ui/button";
import { TextArea } from "../components/ui/text-area";
import { isApiError } from "../lib/api-client";
import { rateChat } from "./api/chat-actions";
import type { UpdateChat } from "./update-chat";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars as a native radio group (arrow keys move between stars, as every radio group does),
 * with an optional comment. A chat is rated once; after that it says thanks.
 */
export function RatingForm({ session, update }: { session: ChatSessionState; update: UpdateChat }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  if (session.rating !== null) {
    return (
      <p role="status" className="text-sm font-medium text-slate-800">
        Thank you for rating this chat {session.rating} {session.rating === 1 ? "star" : "stars"}.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    setPending(true);
    setError(null);
    try {
      const rated = await rateChat(session.id, {
        rating,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      update((chat) => ({ ...chat, session: rated.session }));
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : "Could not send your rating. Please try again.",
      );
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label="Rate this chat"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">How was this chat?</legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 text-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="chat-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={`size-7 ${rating !== null && value <= rating ? "fill-amber-400" : "fill-none"}`}
              />
              <span className="sr-only">
                {value} {value === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea
        label="Comment (optional)"
        rows={2}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={rating === null || isPending}>
        Send rating
      </Button>
    </form>
  );
}
