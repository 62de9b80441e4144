import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AgentAvailability,
  AgentChatDetail,
  ChatMessage,
  ChatOverview,
  ChatSettingsBody,
  ChatSettingsResponse,
  ConvertChatResponse,
  SavedReply,
  SavedReplyBody,
  TransferChatBody,
} from "../../../contract/chat";
import { api } from "../../lib/api-client";
import { CHAT_KEY, chatKeys } from "./api";
import { mergeChatMessages } from "./chat-messages";

/** Refreshes the stats, the list and the table after a write (the socket would too, a moment later). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKeys.overview }),
      queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
      queryClient.invalidateQueries({ queryKey: chatKeys.sessions }),
    ]);
}

/** Accept, end and transfer answer with the whole chat: cache it, then refresh the lists. */
function useSessionWrite<V>(request: (vars: V) => Promise<AgentChatDetail>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: request,
    onSuccess: async (chat) => {
      queryClient.setQueryData(chatKeys.session(chat.id), chat);
      await refresh();
    },
    // A 409 (someone else accepted, the limit, a chat already ended): show what is true now.
    onError: async (_error, vars) => {
      const id = typeof vars === "string" ? vars : (vars as { id: string }).id;
      await queryClient.invalidateQueries({ queryKey: chatKeys.session(id) });
      await refresh();
    },
  });
}

const post = (path: string, body?: unknown) => api<AgentChatDetail>(path, { method: "POST", body });

export const useAcceptChat = () =>
  useSessionWrite((id: string) => post(`/api/admin/chat/sessions/${id}/accept`));
export const useEndChat = () =>
  useSessionWrite((id: string) => post(`/api/admin/chat/sessions/${id}/end`));
export const useTransferChat = () =>
  useSessionWrite(({ id, body }: { id: string; body: TransferChatBody }) =>
    post(`/api/admin/chat/sessions/${id}/transfer`, body),
  );

export function useSendChatMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api<ChatMessage>(`/api/admin/chat/sessions/${id}/messages`, {
        method: "POST",
        body: { message },
      }),
    onSuccess: (message) =>
      queryClient.setQueryData<AgentChatDetail>(chatKeys.session(id), (chat) =>
        chat ? { ...chat, messages: mergeChatMessages(chat.messages, [message]) } : chat,
      ),
  });
}

export function useConvertChat(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: () =>
      api<ConvertChatResponse>(`/api/admin/chat/sessions/${id}/convert`, { method: "POST" }),
    // Not awaited: the link to the new ticket (from this answer) shows as soon as it is known.
    onSuccess: (ticket) => {
      queryClient.setQueryData<AgentChatDetail>(chatKeys.session(id), (chat) =>
        chat ? { ...chat, convertedTicketNumber: ticket.ticketNumber } : chat,
      );
      void refresh();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: chatKeys.session(id) }),
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: AgentAvailability) =>
      api<ChatOverview["me"]>("/api/admin/chat/availability", {
        method: "PUT",
        body: { availability },
      }),
    onSuccess: async (me) => {
      queryClient.setQueryData<ChatOverview>(chatKeys.overview, (overview) =>
        overview ? { ...overview, me } : overview,
      );
      await queryClient.invalidateQueries({ queryKey: chatKeys.overview });
    },
  });
}

export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettingsBody) =>
      api<ChatSettingsResponse>("/api/admin/chat/settings", { method: "PUT", body }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(chatKeys.settings, settings);
      await queryClient.invalidateQueries({ queryKey: chatKeys.overview });
    },
  });
}

/** Saved reply writes refresh every department's list (a reply can move between departments). */
function useSavedReplyWrite<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, "saved-replies"] }),
  });
}

export const useSaveSavedReply = () =>
  useSavedReplyWrite(({ id, body }: { id: string | null; body: SavedReplyBody }) =>
    api<SavedReply>(id ? `/api/admin/chat/saved-replies/${id}` : "/api/admin/chat/saved-replies", {
      method: id ? "PUT" : "POST",
      body,
    }),
  );

export const useDeleteSavedReply = () =>
  useSavedReplyWrite((id: string) =>
    api<void>(`/api/admin/chat/saved-replies/${id}`, { method: "DELETE" }),
  );
