import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { RenamePasskeyBody } from "../../../contract/passkeys";
import { call } from "../../lib/api-client";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

export const renamePasskey = ({ id, ...body }: RenamePasskeyBody & { id: string }) =>
  call(authApi.renamePasskey, { params: { id }, body });

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
