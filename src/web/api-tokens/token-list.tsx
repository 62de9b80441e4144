import { useState } from "react";
import { SCOPE_LABELS, type ApiToken } from "../../contract/api-tokens";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { formatDate, formatDateTime } from "../lib/format";
import { Modal } from "../components/ui/modal";
import { useRevokeApiToken } from "./api";

function RevokeDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onRevoke = async () => {
    setRefusal(null);
    try {
      await revoke.mutateAsync(token.id);
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : "An unexpected error occurred");
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Revoke "${token.name}"?`}
      description="Scripts using this token stop working at once. This cannot be undone."
    >
      <div className="grid gap-4">
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            data-autofocus
            disabled={revoke.isPending}
            onClick={() => void onRevoke()}
          >
            {revoke.isPending ? "Revoking..." : "Revoke token"}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expiry =
    token.expiresAt === null
      ? "Never expires"
      : `${token.isExpired ? "Expired" : "Expires"} ${formatDate(token.expiresAt, "medium")}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {token.name} <span className="font-mono text-sm text-slate-600">{token.prefix}…</span>
        </p>
        <p className="text-sm text-slate-600">
          {SCOPE_LABELS[token.scope]} ·{" "}
          <span className={token.isExpired ? "font-medium text-red-700" : ""}>{expiry}</span> · Made{" "}
          {formatDate(token.createdAt, "medium")} ·{" "}
          {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : "Never used"}
        </p>
      </div>
      <Button variant="secondary" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** The user's tokens (never the tokens themselves), each revocable after a confirmation. */
export function TokenList({ tokens }: { tokens: readonly ApiToken[] }) {
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (tokens.length === 0) return <p className="text-sm text-slate-600">You have no tokens.</p>;
  return (
    <>
      <ul aria-label="Your tokens" className="divide-y divide-slate-200">
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      {revoking ? <RevokeDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}
