import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpBody } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";

export const signUp = (body: SignUpBody) => call(authApi.signUp, { body });

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
