import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AgentAvailability,
  AgentChatDetail,
  ChatOverview,
  ChatSettingsBody,
  SavedReplyBody,
  TransferChatBody,
} from "../../../contract/chat";
import { chatApi } from "../../../contract/chat-api";
import { call } from "../../lib/api-client";
import { CHAT_KEY, chatKeys } from "./api";
import { bySequenceId, mergeLiveMessages } from "../../lib/live-messages";

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

export const useAcceptChat = () =>
  useSessionWrite((id: string) => call(chatApi.accept, { params: { id } }));
export const useEndChat = () =>
  useSessionWrite((id: string) => call(chatApi.endSession, { params: { id } }));
export const useTransferChat = () =>
  useSessionWrite(({ id, body }: { id: string; body: TransferChatBody }) =>
    call(chatApi.transfer, { params: { id }, body }),
  );

export function useSendChatMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => call(chatApi.respond, { params: { id }, body: { message } }),
    onSuccess: (message) =>
      queryClient.setQueryData<AgentChatDetail>(chatKeys.session(id), (chat) =>
        chat
          ? { ...chat, messages: mergeLiveMessages(chat.messages, [message], bySequenceId) }
          : chat,
      ),
  });
}

export function useConvertChat(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: () => call(chatApi.convertToTicket, { params: { id } }),
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
      call(chatApi.setAvailability, { body: { availability } }),
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
    mutationFn: (body: ChatSettingsBody) => call(chatApi.saveSettings, { body }),
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
    id
      ? call(chatApi.updateSavedReply, { params: { id }, body })
      : call(chatApi.createSavedReply, { body }),
  );

export const useDeleteSavedReply = () =>
  useSavedReplyWrite((id: string) => call(chatApi.deleteSavedReply, { params: { id } }));
