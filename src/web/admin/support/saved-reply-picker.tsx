import type { SavedReply } from "../../../contract/chat";
import { savedRepliesForDepartment } from "../../../domain/ticket-queue";
import { SelectField } from "../../components/ui/select-field";
import { useQueueDepartments } from "./api";
import { useTicketSavedReplies } from "./saved-replies-api";

const PREVIEW_LENGTH = 60;
const preview = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body;

/** Replies in groups by department, in the order given (the ticket's department first). */
function groupByDepartment(
  replies: readonly SavedReply[],
): Array<{ departmentId: string; replies: SavedReply[] }> {
  const groups: Array<{ departmentId: string; replies: SavedReply[] }> = [];
  for (const reply of replies) {
    const last = groups[groups.length - 1];
    if (last?.departmentId === reply.departmentId) last.replies.push(reply);
    else groups.push({ departmentId: reply.departmentId, replies: [reply] });
  }
  return groups;
}

/**
 * The live chat's saved replies offered in a ticket's reply form, the ticket's department's first,
 * grouped by department; choosing one hands its text to the form, and the picker goes back to its prompt.
 */
export function SavedReplyPicker({
  departmentId,
  onPick,
}: {
  departmentId: string | null;
  onPick: (body: string) => void;
}) {
  const replies = useTicketSavedReplies();
  const departments = useQueueDepartments();
  if (replies.isError)
    return (
      <p className="text-sm text-red-700">
        Saved replies could not be loaded: {replies.error.message}
      </p>
    );
  const list = savedRepliesForDepartment(replies.data?.replies ?? [], departmentId);
  if (replies.data && list.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No saved replies yet. They are written in Admin Settings, under Live chat.
      </p>
    );
  const nameOf = (id: string) =>
    departments.data?.departments.find((d) => d.id === id)?.name ?? "Department";
  return (
    <SelectField
      label="Insert a saved reply"
      value=""
      disabled={replies.isPending}
      onChange={(e) => {
        const chosen = list.find((r) => r.id === e.target.value);
        if (chosen) onPick(chosen.body);
      }}
      options={[
        {
          value: "",
          label: replies.isPending ? "Loading saved replies..." : "Choose a saved reply",
        },
      ]}
    >
      {groupByDepartment(list).map((group) => (
        <optgroup key={group.departmentId} label={nameOf(group.departmentId)}>
          {group.replies.map((r) => (
            <option key={r.id} value={r.id}>
              /{r.shortcut}: {preview(r.body)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
