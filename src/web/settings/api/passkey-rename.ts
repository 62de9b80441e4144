import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passkey, RenamePasskeyBody } from "../../../contract/passkeys";
import { api } from "../../lib/api-client";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

export const renamePasskey = ({ id, ...body }: RenamePasskeyBody & { id: string }) =>
  api<Passkey>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { method: "PATCH", body });

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
