import type {
  ChatMessage,
  OfflineMessageBody,
  OfflineMessageResponse,
  RateChatBody,
  StartChatBody,
  TranscriptBody,
  VisitorChat,
} from "../../../contract/chat";
import { api } from "../../lib/api-client";

/** The visitor's writes (design: "Endpoints", visitor side). Each answers what the widget shows next. */

export const startChat = (body: StartChatBody) =>
  api<VisitorChat>("/api/chat/sessions", { method: "POST", body });

export const sendChatMessage = (sessionId: string, message: string) =>
  api<ChatMessage>(`/api/chat/sessions/${sessionId}/messages`, {
    method: "POST",
    body: { message },
  });

export const endChat = (sessionId: string) =>
  api<VisitorChat>(`/api/chat/sessions/${sessionId}/end`, { method: "POST" });

export const abandonChat = (sessionId: string) =>
  api<VisitorChat>(`/api/chat/sessions/${sessionId}/abandon`, { method: "POST" });

export const rateChat = (sessionId: string, body: RateChatBody) =>
  api<VisitorChat>(`/api/chat/sessions/${sessionId}/rating`, { method: "POST", body });

export const emailTranscript = (sessionId: string, body: TranscriptBody) =>
  api<Record<string, never>>(`/api/chat/sessions/${sessionId}/transcript`, {
    method: "POST",
    body,
  });

export const leaveOfflineMessage = (body: OfflineMessageBody) =>
  api<OfflineMessageResponse>("/api/chat/offline-message", { method: "POST", body });
