import { chatApi } from "../../../contract/chat-api";
import type {
  OfflineMessageBody,
  RateChatBody,
  StartChatBody,
  TranscriptBody,
} from "../../../contract/chat";
import { call } from "../../lib/api-client";

/** The visitor's writes (design: "Endpoints", visitor side). Each answers what the widget shows next. */

export const startChat = (body: StartChatBody) => call(chatApi.start, { body });

export const sendChatMessage = (sessionId: string, message: string) =>
  call(chatApi.sendMessage, { params: { id: sessionId }, body: { message } });

export const endChat = (sessionId: string) => call(chatApi.end, { params: { id: sessionId } });

export const abandonChat = (sessionId: string) =>
  call(chatApi.abandon, { params: { id: sessionId } });

export const rateChat = (sessionId: string, body: RateChatBody) =>
  call(chatApi.rate, { params: { id: sessionId }, body });

export const emailTranscript = (sessionId: string, body: TranscriptBody) =>
  call(chatApi.emailTranscript, { params: { id: sessionId }, body });

export const leaveOfflineMessage = (body: OfflineMessageBody) =>
  call(chatApi.leaveOfflineMessage, { body });
