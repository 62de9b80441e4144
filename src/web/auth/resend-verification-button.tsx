import { useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-client";
import { Button } from "../components/ui/button";
import { ME_QUERY_KEY } from "./api/get-me";
import { useResendVerification } from "./api/verify-email";

/**
 * 'Resend verification e-mail' with its outcome read out beside it: the address it went to, the
 * wait when the limit is reached, or (when another tab already verified) a refreshed profile.
 */
export function ResendVerificationButton({
  variant = "primary",
}: {
  variant?: "primary" | "secondary";
}) {
  const resend = useResendVerification();
  const queryClient = useQueryClient();
  const onClick = () =>
    resend.mutate(undefined, {
      onError: (error) => {
        if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
    });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant={variant} onClick={onClick} disabled={resend.isPending}>
        {resend.isPending ? "Sending..." : "Resend verification e-mail"}
      </Button>
      <p role="status" className={`text-sm ${resend.isError ? "text-red-800" : "text-slate-700"}`}>
        {resend.isSuccess ? resend.data.message : resend.isError ? resend.error.message : ""}
      </p>
    </div>
  );
}
