import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { VisitorChat } from "../../../contract/chat";
import { chatApi } from "../../../contract/chat-api";
import { call } from "../../lib/api-client";

/**
 * The visitor's chat lives in the query cache under one key per viewer, so the widget finds it again
 * after moving between pages (each layout mounts its own launcher) and, through GET current, after a reload.
 */
export const currentChatKey = (viewerId: string | null) =>
  ["chat", "current", viewerId ?? "signed-out"] as const;

export async function getCurrentChat(signal?: AbortSignal): Promise<VisitorChat | null> {
  return (await call(chatApi.current, { signal })).chat;
}

export function useCurrentChat(viewerId: string | null, isEnabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = currentChatKey(viewerId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getCurrentChat(signal),
    enabled: isEnabled,
    // The socket keeps it current once loaded; a refetch would only race the live frames.
    staleTime: Infinity,
  });
  const update = useCallback(
    (change: VisitorChat | null | ((chat: VisitorChat) => VisitorChat)) => {
      queryClient.setQueryData<VisitorChat | null>(currentChatKey(viewerId), (old) =>
        typeof change === "function" ? (old ? change(old) : old) : change,
      );
    },
    [queryClient, viewerId],
  );
  return { ...query, update };
}
