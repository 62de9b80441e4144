import { useState } from "react";
import { Plus } from "lucide-react";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { PermissionGuard } from "../permission-guard";
import { useRoles } from "./api/get-roles";
import { CurrentRoleCard } from "./current-role-card";
import { RoleDetail } from "./role-detail";
import { RoleEditor } from "./role-editor";
import { RoleList } from "./role-list";

type Mode = { kind: "view" } | { kind: "edit" } | { kind: "create" };

/** Role Management (admin spec, section 2): the role list, one role's detail, its editor. */
export function RolesPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useRoles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: "view" });
  const selected = data?.roles.find((r) => r.id === selectedId) ?? null;

  const select = (id: string) => {
    setSelectedId(id);
    setMode({ kind: "view" });
  };

  return (
    <div>
      <PageHeader
        title="Role Management"
        description="Manage staff roles and permissions"
        actions={
          <PermissionGuard permission="roles.edit">
            <Button onClick={() => setMode({ kind: "create" })} disabled={!data}>
              <Plus className="size-4" aria-hidden />
              Create Role
            </Button>
          </PermissionGuard>
        }
      />
      {isPending ? (
        <Spinner label="Loading roles..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("roles", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
          <RoleList roles={data.roles} selectedId={selectedId} onSelect={select} />
          <div className="min-w-0 lg:row-span-2">
            {mode.kind === "create" ? (
              <RoleEditor
                role={null}
                permissions={data.permissions}
                onDone={(id) => {
                  if (id) setSelectedId(id);
                  setMode({ kind: "view" });
                }}
              />
            ) : selected && mode.kind === "edit" ? (
              <RoleEditor
                role={selected}
                permissions={data.permissions}
                onDone={() => setMode({ kind: "view" })}
              />
            ) : selected ? (
              <RoleDetail
                role={selected}
                roles={data.roles}
                permissions={data.permissions}
                onEdit={() => setMode({ kind: "edit" })}
              />
            ) : (
              <SelectRolePrompt />
            )}
          </div>
          <div className="lg:col-start-1">
            <CurrentRoleCard />
          </div>
        </div>
      )}
    </div>
  );
}

function SelectRolePrompt() {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Select a Role</h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose a role from the list to view its details and permissions
      </p>
    </div>
  );
}
