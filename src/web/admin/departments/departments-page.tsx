import { Plus } from "lucide-react";
import { useState } from "react";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { PermissionGuard } from "../permission-guard";
import { useDepartments } from "./api";
import { DepartmentDetailPane } from "./department-detail";
import { DepartmentEditor } from "./department-editor";
import { DepartmentList } from "./department-list";

type Mode = "view" | "edit" | "create";

/** Department Management (admin spec, sections 2 and 4): list, detail or prompt, editor. */
export function DepartmentsPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useDepartments();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("view");
  const selected = data?.departments.find((d) => d.id === selectedId) ?? null;
  const done = (id?: string) => {
    if (id) setSelectedId(id);
    setMode("view");
  };

  return (
    <div>
      <PageHeader
        title="Department Management"
        description="Manage support departments and staff assignments"
        actions={
          <PermissionGuard permission="settings.edit">
            <Button onClick={() => setMode("create")} disabled={!data || mode === "create"}>
              <Plus aria-hidden className="size-4" /> Create Department
            </Button>
          </PermissionGuard>
        }
      />
      {isPending ? (
        <Spinner label="Loading departments..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("departments", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <DepartmentList
            departments={data.departments}
            selectedId={selectedId}
            onSelect={(id) => {
              setSelectedId(id);
              setMode("view");
            }}
          />
          <div className="min-w-0">
            {mode === "create" ? (
              <DepartmentEditor
                key="new"
                department={null}
                count={data.departments.length}
                onDone={done}
              />
            ) : selected && mode === "edit" ? (
              <DepartmentEditor
                key={selected.id}
                department={selected}
                count={data.departments.length}
                onDone={done}
              />
            ) : selected ? (
              <DepartmentDetailPane
                id={selected.id}
                onEdit={() => setMode("edit")}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              <div className="flex min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <h2 className="text-lg font-semibold text-slate-900">Select a Department</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Choose a department from the list to see its statistics and staff
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
