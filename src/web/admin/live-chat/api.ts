import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type {
  AgentChatDetail,
  ChatInboxResponse,
  ChatOverview,
  ChatSessionsResponse,
  ChatSettingsResponse,
  SavedRepliesResponse,
} from "../../../contract/chat";
import { departmentsApi } from "../../../contract/departments";
import { api, call } from "../../lib/api-client";

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
  queryFn: ({ signal }) => api<ChatOverview>("/api/admin/chat/overview", { signal }),
});

export const useChatOverview = (enabled = true) => useQuery({ ...chatOverviewQuery, enabled });

export const useChatInbox = () =>
  useQuery({
    queryKey: chatKeys.inbox,
    queryFn: ({ signal }) => api<ChatInboxResponse>("/api/admin/chat/inbox", { signal }),
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

function sessionsQueryString(filters: SessionFilters): string {
  const params = new URLSearchParams();
  for (const key of ["status", "departmentId", "agentId", "from", "to"] as const)
    if (filters[key]) params.set(key, filters[key]);
  params.set("page", String(filters.page));
  params.set("pageSize", String(SESSION_PAGE_SIZE));
  return params.toString();
}

export const useChatSessions = (filters: SessionFilters) =>
  useQuery({
    queryKey: [...chatKeys.sessions, filters],
    queryFn: ({ signal }) =>
      api<ChatSessionsResponse>(`/api/admin/chat/sessions?${sessionsQueryString(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useChatSession = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.session(id ?? ""),
    queryFn: ({ signal }) => api<AgentChatDetail>(`/api/admin/chat/sessions/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });

/** A department's saved replies (all of them when the chat has no department). */
export const useSavedReplies = (departmentId: string | null, enabled = true) =>
  useQuery({
    queryKey: chatKeys.savedReplies(departmentId),
    queryFn: ({ signal }) =>
      api<SavedRepliesResponse>(
        `/api/admin/chat/saved-replies${departmentId ? `?departmentId=${departmentId}` : ""}`,
        { signal },
      ),
    enabled,
    staleTime: 60_000,
  });

export const useChatSettings = (enabled = true) =>
  useQuery({
    queryKey: chatKeys.settings,
    queryFn: ({ signal }) => api<ChatSettingsResponse>("/api/admin/chat/settings", { signal }),
    enabled,
  });

/** Active departments (any signed-in user may read them): filters, transfer and saved replies. */
export const useChatDepartments = () =>
  useQuery({
    queryKey: ["departments", "active"],
    queryFn: ({ signal }) => call(departmentsApi.listActive, { signal }),
    staleTime: 5 * 60_000,
  });
