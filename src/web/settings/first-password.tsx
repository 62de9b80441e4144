import { useMe } from "../auth/api/get-me";
import { useRequestPasswordReset } from "../auth/api/password-reset";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";

/**
 * An account made with Google, Apple or Microsoft has no password. Its first one is chosen through a
 * link mailed to the account's address (the reset link): the server sets a password only after a
 * proof, and a session alone is not one, so a browser left signed in cannot add a password that
 * would outlive the provider being unlinked.
 */
export function FirstPasswordByEmail() {
  const { data: me } = useMe();
  const request = useRequestPasswordReset();
  if (!me) return null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Your account has no password: you sign in with a connected account. To sign in with your e-mail address too, set a password. We
        e-mail a link to <strong className="break-words font-semibold text-slate-900">{me.email}</strong> where you choose it; the link
        works once, for one hour, and choosing the password signs you out of every device.
      </p>
      {request.isSuccess ? <Alert tone="success">{`We have sent the link to ${me.email}. Open it to choose your password.`}</Alert> : null}
      {request.isError ? <Alert tone="error">{request.error.message}</Alert> : null}
      <div>
        <Button disabled={request.isPending} onClick={() => request.mutate({ email: me.email })}>
          {request.isPending ? "Sending..." : request.isSuccess ? "Send the link again" : "Set a password"}
        </Button>
      </div>
    </div>
  );
}
