import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { FaqEntry } from "../../../contract/help";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { PermissionGuard } from "../permission-guard";
import { useAdminFaq, useFaqMutation } from "./faq-api";
import { FaqEntryForm } from "./faq-entry-form";

type Editing = { entry: FaqEntry | null } | null;

/** Content Management: the help centre's questions and answers (content.view; changes need settings.edit). */
export function ContentPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useAdminFaq();
  const [editing, setEditing] = useState<Editing>(null);
  const nextSortOrder = (data?.entries.reduce((max, e) => Math.max(max, e.sortOrder), 0) ?? 0) + 1;
  return (
    <div>
      <PageHeader
        title="Content Management"
        description="Questions and answers of the public help centre (/help). Changes show there at once."
        actions={
          <PermissionGuard permission="settings.edit">
            <Button onClick={() => setEditing({ entry: null })} disabled={!data}>
              <Plus className="size-4" aria-hidden />
              New Entry
            </Button>
          </PermissionGuard>
        }
      />
      {editing ? (
        <div className="mb-6">
          <FaqEntryForm
            key={editing.entry?.id ?? "new"}
            entry={editing.entry}
            nextSortOrder={nextSortOrder}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {isPending ? (
        <Spinner label="Loading content..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("content", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No help entries yet
        </p>
      ) : (
        <ul className="grid gap-2">
          {data.entries.map((entry) => (
            <FaqRow key={entry.id} entry={entry} onEdit={() => setEditing({ entry })} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FaqRow({ entry, onEdit }: { entry: FaqEntry; onEdit: () => void }) {
  const { remove } = useFaqMutation();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">
            {entry.category} · #{entry.sortOrder}
          </p>
          <p className="font-medium text-slate-900">{entry.question}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.answer}</p>
        </div>
        <PermissionGuard permission="settings.edit">
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={`Edit "${entry.question}"`}
              onClick={onEdit}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="rounded-lg p-2 text-red-700 hover:bg-red-50"
              aria-label={`Delete "${entry.question}"`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </PermissionGuard>
      </div>
      {isConfirming ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-red-900">Delete this entry from the help centre?</p>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id)}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {remove.error ? (
        <div className="mt-2">
          <Alert tone="error">{remove.error.message}</Alert>
        </div>
      ) : null}
    </li>
  );
}
