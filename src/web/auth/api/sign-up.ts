import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse, SignUpBody } from "../../../contract/auth";
import { api } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

export const signUp = (body: SignUpBody) =>
  api<MeResponse>("/api/auth/signup", { method: "POST", body });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ profile }) => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}
