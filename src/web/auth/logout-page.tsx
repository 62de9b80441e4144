import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "./api/sign-out";
import { ME_QUERY_KEY } from "./api/get-me";

/** Redirect delays of the end-user spec (section 9). */
export const LOGOUT_REDIRECT_MS = 1500;
export const LOGOUT_ERROR_REDIRECT_MS = 1000;

type Phase = "signing-out" | "done" | "failed";

const TEXT: Record<Phase, string> = {
  "signing-out": "Signing you out...",
  done: "Signed Out Successfully",
  // The session cookie is httpOnly: only the server can end it, so say plainly that it may live on.
  failed:
    "We could not reach the server, so you may still be signed in. Try signing out again when you are back online.",
};

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>("signing-out");
  const hasStarted = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; signing out twice would be harmless but noisy.
    if (hasStarted.current) return;
    hasStarted.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: Phase, delay: number) => {
      queryClient.clear();
      // Only a sign-out the server confirmed makes this browser anonymous; otherwise "me" is asked again.
      if (next === "done") queryClient.setQueryData(ME_QUERY_KEY, null);
      setPhase(next);
      timer = setTimeout(() => void navigate("/", { replace: true }), delay);
    };
    signOut().then(
      () => finish("done", LOGOUT_REDIRECT_MS),
      () => finish("failed", LOGOUT_ERROR_REDIRECT_MS),
    );
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        {phase === "signing-out" ? (
          <span
            className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
            aria-hidden
          />
        ) : null}
        <h1 className="text-xl font-semibold text-slate-900">{TEXT[phase]}</h1>
      </div>
    </main>
  );
}
