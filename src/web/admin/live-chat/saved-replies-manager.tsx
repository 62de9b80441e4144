import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { SavedReply } from "../../../contract/chat";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { usePermissions } from "../staff-context";
import { useChatDepartments, useSavedReplies } from "./api";
import { useDeleteSavedReply } from "./mutations";
import { SavedReplyForm } from "./saved-reply-form";

/** Each department's saved replies (chat.view reads them); adding, editing and deleting need settings.edit. */
export function SavedRepliesManager() {
  const canEdit = usePermissions().can("settings.edit");
  const departments = useChatDepartments();
  const [chosen, setChosen] = useState("");
  const departmentId = chosen || departments.data?.departments[0]?.id || "";
  const replies = useSavedReplies(departmentId, departmentId !== "");
  const [editing, setEditing] = useState<SavedReply | null>(null);

  if (departments.isPending) return <Spinner label="Loading departments..." />;
  if (departments.isError)
    return (
      <LoadError
        message={loadErrorText("departments", departments.error)}
        onRetry={departments.refetch}
        isRetrying={departments.isFetching}
      />
    );
  if (departments.data.departments.length === 0)
    return <p className="text-sm text-slate-600">No departments available</p>;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <SelectField
        label="Department"
        value={departmentId}
        onChange={(e) => {
          setChosen(e.target.value);
          setEditing(null);
        }}
        options={departments.data.departments.map((d) => ({ value: d.id, label: d.name }))}
      />
      {replies.isPending ? (
        <Spinner label="Loading saved replies..." />
      ) : replies.isError ? (
        <LoadError
          message={loadErrorText("saved replies", replies.error)}
          onRetry={replies.refetch}
          isRetrying={replies.isFetching}
        />
      ) : replies.data.replies.length === 0 ? (
        <p className="text-sm text-slate-600">No saved replies for this department yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Saved replies">
          {replies.data.replies.map((reply) => (
            <ReplyRow
              key={reply.id}
              reply={reply}
              canEdit={canEdit}
              onEdit={() => setEditing(reply)}
            />
          ))}
        </ul>
      )}
      {canEdit ? (
        <SavedReplyForm
          key={`${departmentId}-${editing?.id ?? "new"}`}
          departmentId={departmentId}
          reply={editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p className="text-xs text-slate-600">
          Adding and changing saved replies needs the settings.edit permission.
        </p>
      )}
    </div>
  );
}

function ReplyRow({
  reply,
  canEdit,
  onEdit,
}: {
  reply: SavedReply;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const remove = useDeleteSavedReply();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold text-slate-900">/{reply.shortcut}</p>
        <p className="whitespace-pre-wrap text-sm text-slate-700 [overflow-wrap:anywhere]">
          {reply.body}
        </p>
      </div>
      {canEdit ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {isConfirming ? (
            <>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(reply.id)}
              >
                Yes, delete<span className="sr-only"> /{reply.shortcut}</span>
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onEdit}>
                <Pencil aria-hidden className="size-4" /> Edit
                <span className="sr-only"> /{reply.shortcut}</span>
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden className="size-4" /> Delete
                <span className="sr-only"> /{reply.shortcut}</span>
              </Button>
            </>
          )}
          {remove.isError ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {remove.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
