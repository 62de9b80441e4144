import type { MatrixEndpoint } from "../testing/permission-matrix";
import { MISSING_ID } from "../testing/staff";

const reply = { departmentId: MISSING_ID, shortcut: "matrix", body: "Hello" };

/**
 * The agents' console endpoints and what each needs (rules in testing/permission-matrix.ts). Writes
 * aim at MISSING_ID (404, or a department that does not exist) or send a body the route refuses
 * (400), so an allowed call changes nothing: availability and settings would otherwise be stored.
 */
export const CHAT_ENDPOINTS: MatrixEndpoint[] = [
  { method: "GET", url: "/api/admin/chat/overview", needs: ["chat.view"] },
  { method: "GET", url: "/api/admin/chat/inbox", needs: ["chat.view"] },
  { method: "GET", url: "/api/admin/chat/sessions?status=waiting&page=1", needs: ["chat.view"] },
  { method: "GET", url: `/api/admin/chat/sessions/${MISSING_ID}`, needs: ["chat.view"] },
  { method: "POST", url: `/api/admin/chat/sessions/${MISSING_ID}/accept`, needs: ["chat.accept"] },
  {
    method: "POST",
    url: `/api/admin/chat/sessions/${MISSING_ID}/messages`,
    payload: { message: "hi" },
    needs: ["chat.respond"],
  },
  { method: "POST", url: `/api/admin/chat/sessions/${MISSING_ID}/end`, needs: ["chat.end"] },
  {
    method: "POST",
    url: `/api/admin/chat/sessions/${MISSING_ID}/transfer`,
    payload: { departmentId: MISSING_ID },
    needs: ["chat.accept"],
  },
  {
    method: "POST",
    url: `/api/admin/chat/sessions/${MISSING_ID}/convert`,
    needs: { allOf: ["chat.respond", "support.respond"] },
  },
  {
    method: "PUT",
    url: "/api/admin/chat/availability",
    payload: { availability: "asleep" },
    needs: ["chat.view"],
  },
  { method: "GET", url: "/api/admin/chat/settings", needs: ["chat.view"] },
  {
    method: "PUT",
    url: "/api/admin/chat/settings",
    payload: { maxChatsPerAgent: 0 },
    needs: ["settings.edit"],
  },
  { method: "GET", url: "/api/admin/chat/saved-replies", needs: ["chat.view"] },
  {
    method: "POST",
    url: "/api/admin/chat/saved-replies",
    payload: reply,
    needs: ["settings.edit"],
  },
  {
    method: "PUT",
    url: `/api/admin/chat/saved-replies/${MISSING_ID}`,
    payload: reply,
    needs: ["settings.edit"],
  },
  {
    method: "DELETE",
    url: `/api/admin/chat/saved-replies/${MISSING_ID}`,
    needs: ["settings.edit"],
  },
];
