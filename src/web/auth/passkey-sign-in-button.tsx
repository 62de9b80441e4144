import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useBrowserSupportsPasskeys, passkeyProblem } from "./api/passkey-browser";
import { usePasskeySignIn } from "./api/passkey-sign-in";
import { safeNext } from "./safe-next";

const CANCELLED =
  "No passkey was used. Try again when you are ready, or sign in with your password.";

/**
 * "Sign in with a passkey" under the password form: no e-mail to type, the browser offers the
 * site's passkeys. A browser without WebAuthn gets no button rather than one that cannot work.
 */
export function PasskeySignInButton() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = usePasskeySignIn();
  const [problem, setProblem] = useState<ReturnType<typeof passkeyProblem> | null>(null);
  const isSupported = useBrowserSupportsPasskeys();
  if (!isSupported) return null;

  const onClick = async () => {
    setProblem(null);
    try {
      await signIn.mutateAsync();
      await navigate(safeNext(params.get("next")), { replace: true });
    } catch (error) {
      setProblem(passkeyProblem(error, CANCELLED));
    }
  };

  return (
    <div className="mt-6 grid gap-4">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {problem ? <Alert tone={problem.tone}>{problem.message}</Alert> : null}
      <Button variant="secondary" disabled={signIn.isPending} onClick={() => void onClick()}>
        <KeyRound className="size-4" aria-hidden />
        {signIn.isPending ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
    </div>
  );
}
