import { useState, type FormEvent } from "react";
import { TranscriptBody } from "../../contract/chat";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { emailTranscript } from "./api/chat-actions";

interface TranscriptFormProps {
  sessionId: string;
  isSignedIn: boolean;
  /** What a signed-out visitor gave when starting, offered again. */
  defaultEmail: string;
}

/** 'E-mail me the transcript': to the account's address, or to one a signed-out visitor gives here. */
export function TranscriptForm({ sessionId, isSignedIn, defaultEmail }: TranscriptFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  if (sentTo !== null) {
    return (
      <p role="status" className="text-sm font-medium text-slate-800">
        {sentTo
          ? `We sent the transcript to ${sentTo}.`
          : "We sent the transcript to your e-mail address."}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = TranscriptBody.safeParse(isSignedIn ? {} : { email: email.trim() });
    if (!body.success)
      return setError(body.error.issues[0]?.message ?? "Enter a valid e-mail address");
    setPending(true);
    setError(null);
    try {
      await emailTranscript(sessionId, body.data);
      setSentTo(body.data.email ?? "");
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : "Could not send the transcript. Please try again.",
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-2"
      aria-label="E-mail the transcript"
    >
      {isSignedIn ? null : (
        <TextField
          label="E-mail for the transcript"
          type="email"
          autoComplete="email"
          value={email}
          error={error ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {isSignedIn && error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        disabled={isPending || (!isSignedIn && email.trim() === "")}
      >
        E-mail me the transcript
      </Button>
    </form>
  );
}
