import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ChatSessionsQuery } from "../../../contract/chat";
import { chatApi } from "../../../contract/chat-api";
import { departmentsApi } from "../../../contract/departments";
import { call } from "../../lib/api-client";

/** Everything of the console sits under one key, so chat:queue's `changed` can refresh it in one go. */
export const CHAT_KEY = ["admin", "chat"] as const;
export const chatKeys = {
  overview: [...CHAT_KEY, "overview"] as const,
  inbox: [...CHAT_KEY, "inbox"] as const,
  sessions: [...CHAT_KEY, "sessions"] as const,
  session: (id: string) => [...CHAT_KEY, "session", id] as const,
  savedReplies: (departmentId: string | null) =>
    [...CHAT_KEY, "saved-replies", departmentId ?? "all"] as const,
  settings: [...CHAT_KEY, "settings"] as const,
};

export const chatOverviewQuery = queryOptions({
  queryKey: chatKeys.overview,
  queryFn: ({ signal }) => call(chatApi.overview, { signal }),
});

export const useChatOverview = (enabled = true) => useQuery({ ...chatOverviewQuery, enabled });

export const useChatInbox = () =>
  useQuery({
    queryKey: chatKeys.inbox,
    queryFn: ({ signal }) => call(chatApi.inbox, { signal }),
  });

/** The session table's filters as they stand in the address; "" means not set. */
export interface SessionFilters {
  status: string;
  departmentId: string;
  agentId: string;
  from: string;
  to: string;
  page: number;
}

export const SESSION_PAGE_SIZE = 20;

/**
 * The address's filters as the table's query (the unset ones, "", are left out of the URL). They are
 * the address's words, not yet checked: the server's schema judges them, as it would an edited link.
 */
const sessionsQuery = ({ status, departmentId, agentId, from, to, page }: SessionFilters) =>
  ({
    status,
    departmentId,
    agentId,
    from,
    to,
    page,
    pageSize: SESSION_PAGE_SIZE,
  }) as z.input<typeof ChatSessionsQuery>;

export const useChatSessions = (filters: SessionFilters) =>
  useQuery({
    queryKey: [...chatKeys.sessions, filters],
    queryFn: ({ signal }) => call(chatApi.listSessions, { query: sessionsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const useChatSession = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.session(id ?? ""),
    queryFn: ({ signal }) => call(chatApi.getSession, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
    retry: false,
  });

/** A department's saved replies (all of them when the chat has no department). */
export const useSavedReplies = (departmentId: string | null, enabled = true) =>
  useQuery({
    queryKey: chatKeys.savedReplies(departmentId),
    queryFn: ({ signal }) =>
      call(chatApi.listSavedReplies, {
        query: { departmentId: departmentId ?? undefined },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });

export const useChatSettings = (enabled = true) =>
  useQuery({
    queryKey: chatKeys.settings,
    queryFn: ({ signal }) => call(chatApi.getSettings, { signal }),
    enabled,
  });

/** Active departments (any signed-in user may read them): filters, transfer and saved replies. */
export const useChatDepartments = () =>
  useQuery({
    queryKey: ["departments", "active"],
    queryFn: ({ signal }) => call(departmentsApi.listActive, { signal }),
    staleTime: 5 * 60_000,
  });
