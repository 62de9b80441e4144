import { useState } from "react";
import type { Passkey } from "../../../contract/passkeys";
import { useBrowserSupportsPasskeys } from "../../auth/api/passkey-browser";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { usePasskeys } from "../api/passkey-list";
import { PasskeyAddForm } from "./passkey-add-form";
import { passkeyNoticeText, type PasskeyNotice } from "./passkey-notice";
import { PasskeyRemoveDialog } from "./passkey-remove-dialog";
import { PasskeyRow } from "./passkey-row";

/**
 * Settings → Security → Passkeys: the account's passkeys with when each was added and last used,
 * and adding, renaming and removing them. A browser without WebAuthn is told so instead of being
 * offered a button that cannot work; the passkeys already made elsewhere are still listed.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // What was last done here, said once: a rename replaces the "added" message (which named the
  // passkey by id and so took its new name, announcing the rename as an addition).
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);
  const noticeText = passkeyNoticeText(notice, passkeys.data ?? []);
  const isSupported = useBrowserSupportsPasskeys();

  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-3">
      <div>
        <h3 id="passkeys-heading" className="text-base font-semibold text-slate-900">
          Passkeys
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts
          as two factors.
        </p>
      </div>
      {passkeys.isPending ? <Spinner label="Loading your passkeys..." /> : null}
      {passkeys.isError ? <Alert tone="error">{passkeys.error.message}</Alert> : null}
      {passkeys.data ? (
        passkeys.data.length > 0 ? (
          <ul aria-label="Your passkeys" className="divide-y divide-slate-200">
            {passkeys.data.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRenamed={(to) => setNotice({ kind: "renamed", from: passkey.name, to })}
                onRemove={() => {
                  setNotice(null);
                  setRemoving(passkey);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">You have no passkeys yet.</p>
        )
      ) : null}
      {noticeText ? <Alert tone="success">{noticeText}</Alert> : null}
      {isSupported ? (
        <PasskeyAddForm onAdded={(id) => setNotice({ kind: "added", id })} />
      ) : (
        <Alert tone="info">
          This browser cannot create or use passkeys. Use an up-to-date browser to add one.
        </Alert>
      )}
      {removing ? (
        <PasskeyRemoveDialog passkey={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}
