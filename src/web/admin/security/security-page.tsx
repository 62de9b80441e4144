import { useSearchParams } from "react-router";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { isApiError } from "../../lib/api-client";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { AuditEntryItem } from "./audit-entry-item";
import { AuditFilterForm } from "./audit-filters";
import { auditSearch, useAuditLog, type AuditFilters } from "./get-audit";

function filtersFrom(params: URLSearchParams): AuditFilters {
  const page = Number(params.get("page") ?? "1");
  return {
    actor: params.get("actor") ?? "",
    action: params.get("action") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Security Settings: the append-only audit log of staff actions and refused admin access. */
export function SecurityPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, isPending, isError, error, isFetching, refetch } = useAuditLog(filters);
  const apply = (next: AuditFilters) => setParams(auditSearch(next));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A refused filter is shown under its field, the typed values kept (the address holds them).
  const filterErrors = isError && isApiError(error) && error.status === 400 ? error.fields : {};
  return (
    <div>
      <PageHeader
        title="Security Settings"
        description="Audit log of staff actions and refused access to the admin panel. Entries cannot be changed or deleted."
      />
      <AuditFilterForm
        key={params.toString()}
        value={filters}
        actions={data?.actions ?? []}
        errors={filterErrors}
        onApply={apply}
      />
      <div className="mt-4">
        {isPending ? (
          <Spinner label="Loading audit log..." />
        ) : isError ? (
          <LoadError
            message={loadErrorText("the audit log", error)}
            onRetry={refetch}
            isRetrying={isFetching}
          />
        ) : data.entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No audit entries found
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {data.total} {data.total === 1 ? "entry" : "entries"}
              {isFetching ? " · updating..." : ""}
            </p>
            <ul className="grid gap-2" aria-label="Audit entries">
              {data.entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
            <nav
              aria-label="Audit log pages"
              className="mt-4 flex items-center justify-between gap-2"
            >
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => apply({ ...filters, page: filters.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {filters.page} of {pages}
              </span>
              <Button
                variant="secondary"
                disabled={filters.page >= pages}
                onClick={() => apply({ ...filters, page: filters.page + 1 })}
              >
                Next
              </Button>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
