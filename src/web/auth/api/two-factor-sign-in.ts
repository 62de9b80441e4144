import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { SecondFactorBody, SecondFactorPending } from "../../../contract/two-factor";
import { call, isApiError } from "../../lib/api-client";
import { startSignedInCache } from "./sign-in";

/** Whether a sign-in is waiting for its code (the step's cookie is httpOnly, so only the server knows); null when none is. */
export async function getSecondFactorStep(): Promise<SecondFactorPending | null> {
  try {
    return await call(authApi.secondFactorStep);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const secondFactorStepQueryOptions = queryOptions({
  queryKey: ["second-factor-step"],
  queryFn: getSecondFactorStep,
  staleTime: 0,
});

export function useSecondFactorStep(isEnabled: boolean) {
  return useQuery({ ...secondFactorStepQueryOptions, enabled: isEnabled });
}

export const completeSecondFactor = (body: SecondFactorBody) =>
  call(authApi.completeSecondFactor, { body });

/** Gives the code (or a recovery code) of the pending step; the session it opens starts a fresh cache. */
export function useCompleteSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSecondFactor,
    onSuccess: ({ profile }) => startSignedInCache(queryClient, profile),
  });
}
