import { useState } from "react";
import { Download, Trash2, UserCheck, UserX } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  USERS_PAGE_SIZE,
  type AdminUser,
  type UserStatusFilter,
} from "../../../contract/admin-users";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { formatNumber } from "../../lib/format";
import { SelectField } from "../../components/ui/select-field";
import { Modal } from "../../components/ui/modal";
import { usePermissions } from "../staff-context";
import { exportUsersUrl, useAdminUsers, useBulkDelete, useBulkStatus } from "./api";
import { bulkDeleteConfirmation, bulkDeleteTitle } from "./bulk-delete-text";
import { bulkStatusNotice, bulkSuspendConfirmation, bulkSuspendTitle } from "./bulk-status-text";
import { UserDetailModal } from "./user-detail-modal";
import { UserTable } from "./user-table";

/** User Management (admin spec, section 2): counts, search, status filter, table, detail, bulk suspend/reactivate/delete, export. */
export function UsersPage() {
  const { can, canAny } = usePermissions();
  // The search lives in the URL so the header search (and a shared link) can open the page filtered.
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("search") ?? "";
  const setQ = (text: string) => setSearchParams(text ? { search: text } : {}, { replace: true });
  const [status, setStatus] = useState<UserStatusFilter>("all");
  /** Cursors of the pages visited: the last one is the page shown (keyset pages). */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const { data, isPending, isError, error, isFetching, refetch } = useAdminUsers({
    q,
    status,
    cursor,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openUser, setOpenUser] = useState<AdminUser | null>(null);
  const [isConfirmingBulk, setConfirmingBulk] = useState(false);
  const [isConfirmingSuspend, setConfirmingSuspend] = useState(false);
  const bulk = useBulkDelete();
  const bulkStatus = useBulkStatus();
  const [notice, setNotice] = useState<{
    tone: "error" | "success" | "warning";
    text: string;
  } | null>(null);

  const restart = () => {
    setCursors([null]);
    setSelected(new Set());
  };
  // A new search from the header arrives through the URL while this page stays mounted: start again at page one.
  const [pagedQuery, setPagedQuery] = useState(q);
  if (pagedQuery !== q) {
    setPagedQuery(q);
    restart();
  }
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: string[], on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const bulkDelete = async () => {
    try {
      const { deleted } = await bulk.mutateAsync([...selected]);
      setNotice({ tone: "success", text: `${deleted} user${deleted === 1 ? "" : "s"} deleted` });
      restart();
    } catch (e) {
      setNotice({
        tone: "error",
        text: e instanceof Error ? e.message : "An unexpected error occurred",
      });
    }
    setConfirmingBulk(false);
  };
  /** Bulk Suspend / Reactivate: the ones the server refuses come back named, with its reason. */
  const setStatusOfSelected = async (status: "active" | "suspended") => {
    try {
      const result = await bulkStatus.mutateAsync({ ids: [...selected], status });
      const nameOf = (id: string) => {
        const user = data?.users.find((u) => u.id === id);
        return user ? `${user.firstName} ${user.lastName}` : undefined;
      };
      setNotice(bulkStatusNotice(result, status, nameOf));
      setSelected(new Set());
    } catch (e) {
      setNotice({
        tone: "error",
        text: e instanceof Error ? e.message : "An unexpected error occurred",
      });
    }
    setConfirmingSuspend(false);
  };
  const pageIndex = cursors.length - 1;
  // The admin spec: selection with users.edit or users.delete; each bulk action needs its own permission.
  const canManage = canAny(["users.edit", "users.delete"]);
  const shownUser = openUser ? (data?.users.find((u) => u.id === openUser.id) ?? openUser) : null;

  return (
    <div>
      <PageHeader
        title="User Management"
        description={
          data
            ? `${formatNumber(data.totalUsers)} total users · ${formatNumber(data.activeUsers)} active`
            : "Users of the app"
        }
        actions={
          can("users.export") ? (
            <a className={buttonClass("secondary")} href={exportUsersUrl(q, status)} download>
              <Download className="size-4" aria-hidden />
              Export Users
            </a>
          ) : null
        }
      />
      <form
        role="search"
        className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Search by name or email"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            restart();
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as UserStatusFilter);
            restart();
          }}
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
          <option value="suspended">Suspended</option>
        </SelectField>
      </form>
      {notice ? (
        <div className="mb-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      {canManage && selected.size > 0 ? (
        <div
          role="toolbar"
          aria-label="Selected users"
          className="mb-3 flex flex-wrap items-center gap-2"
        >
          <span className="w-full text-sm text-slate-700 sm:mr-1 sm:w-auto">
            {selected.size} selected
          </span>
          {can("users.edit") ? (
            <>
              <Button
                variant="secondary"
                disabled={bulkStatus.isPending}
                onClick={() => setConfirmingSuspend(true)}
              >
                <UserX className="size-4" aria-hidden />
                Suspend
              </Button>
              <Button
                variant="secondary"
                disabled={bulkStatus.isPending}
                onClick={() => void setStatusOfSelected("active")}
              >
                <UserCheck className="size-4" aria-hidden />
                Reactivate
              </Button>
            </>
          ) : null}
          {can("users.delete") ? (
            <Button variant="danger" onClick={() => setConfirmingBulk(true)}>
              <Trash2 className="size-4" aria-hidden />
              Bulk Delete
            </Button>
          ) : null}
        </div>
      ) : null}
      {isPending ? (
        <Spinner label="Loading users..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("users", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No users found
        </p>
      ) : (
        <>
          <UserTable
            users={data.users}
            canManage={canManage}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={setOpenUser}
          />
          <nav
            aria-label="Pages"
            className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700"
          >
            <span aria-live="polite">
              {formatNumber(pageIndex * USERS_PAGE_SIZE + 1)}–
              {formatNumber(pageIndex * USERS_PAGE_SIZE + data.users.length)} of{" "}
              {formatNumber(data.matching)}
              {isFetching ? " · updating" : ""}
            </span>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={pageIndex === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                disabled={!data.nextCursor}
                onClick={() => setCursors((c) => [...c, data.nextCursor])}
              >
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
      {shownUser ? (
        <UserDetailModal key={shownUser.id} user={shownUser} onClose={() => setOpenUser(null)} />
      ) : null}
      <Modal
        open={isConfirmingSuspend}
        onClose={() => setConfirmingSuspend(false)}
        title={bulkSuspendTitle(selected.size)}
      >
        <p className="text-sm text-slate-800">{bulkSuspendConfirmation(selected.size)}</p>
        <div className="mt-4 flex gap-2">
          <Button
            variant="danger"
            disabled={bulkStatus.isPending}
            onClick={() => void setStatusOfSelected("suspended")}
          >
            Suspend
          </Button>
          <Button variant="secondary" onClick={() => setConfirmingSuspend(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
      <Modal
        open={isConfirmingBulk}
        onClose={() => setConfirmingBulk(false)}
        title={bulkDeleteTitle(selected.size)}
      >
        <p className="text-sm text-slate-800">{bulkDeleteConfirmation(selected.size)}</p>
        <div className="mt-4 flex gap-2">
          <Button variant="danger" disabled={bulk.isPending} onClick={() => void bulkDelete()}>
            Delete
          </Button>
          <Button variant="secondary" onClick={() => setConfirmingBulk(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}
