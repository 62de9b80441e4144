import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse, SignInBody } from "../../../contract/auth";
import { api } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

export const signIn = (body: SignInBody) => api<MeResponse>("/api/auth/signin", { method: "POST", body });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ profile }) => {
      // Another user's cached data must never show: start from an empty cache.
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}
