import { useState } from "react";
import type { Passkey } from "../../../contract/passkeys";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { useRemovePasskey } from "../api/passkey-remove";
import { ConfirmIdentity, needsFreshProof } from "./confirm-identity";

/**
 * Asks before removing a passkey. The server refuses to remove the account's last way to sign in
 * (409, single_identity_not_deletable): its message stays in the dialog, with the passkey kept. Without
 * proof from the last five minutes it asks "Confirm it's you" and then removes it.
 */
export function PasskeyRemoveDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey;
  onClose: () => void;
}) {
  const remove = useRemovePasskey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const onRemove = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(passkey.id);
      onClose();
    } catch (error) {
      if (needsFreshProof(error)) return setConfirming(true);
      setRefusal(error instanceof Error ? error.message : "An unexpected error occurred");
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Remove "${passkey.name}"?`}
      description="You will no longer be able to sign in with this passkey. The copy on your device stays until you delete it there."
    >
      <div className="grid gap-4">
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {refusal ? "Close" : "Cancel"}
          </Button>
          {refusal ? null : (
            <Button
              variant="danger"
              data-autofocus
              disabled={remove.isPending}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? "Removing..." : "Remove passkey"}
            </Button>
          )}
        </div>
        {isConfirming ? (
          <ConfirmIdentity
            next="/app/settings#passkeys-heading"
            onConfirmed={() => {
              setConfirming(false);
              void onRemove();
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
