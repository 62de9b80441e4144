import { useState } from "react";
import type { CreatedApiToken } from "../../contract/api-tokens";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";

/** The token just made, shown this once: copy it now, it cannot be shown again. */
export function NewTokenNotice({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };
  return (
    <section
      aria-labelledby="new-token-heading"
      className="grid gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <h3 id="new-token-heading" className="font-semibold text-emerald-950">
        Your new token "{created.apiToken.name}"
      </h3>
      <Alert tone="warning">
        Copy it now: it is shown only this once. Keep it like a password; anyone holding it can
        reach your data until you revoke it.
      </Alert>
      <label htmlFor="new-token-value" className="text-sm font-medium text-slate-800">
        Token
      </label>
      <input
        id="new-token-value"
        readOnly
        value={created.token}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button onClick={onDone}>I have copied it</Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copyState === "copied"
          ? "Copied to the clipboard."
          : copyState === "failed"
            ? "Could not copy: select the token and copy it."
            : ""}
      </p>
    </section>
  );
}
