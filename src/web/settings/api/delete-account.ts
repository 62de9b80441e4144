import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "../../../contract/profile";
import { api } from "../../lib/api-client";

export const deleteAccount = (body: DeleteAccountBody) =>
  api<{ ok: true }>("/api/profile", { method: "DELETE", body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
