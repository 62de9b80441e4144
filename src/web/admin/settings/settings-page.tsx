import { useQuery } from "@tanstack/react-query";
import { rbacApi } from "../../../contract/admin-me";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { call } from "../../lib/api-client";
import { ChatSettingsForm } from "../live-chat/chat-settings-form";
import { SavedRepliesManager } from "../live-chat/saved-replies-manager";
import { PermissionGuard } from "../permission-guard";
import { SlaTargetsCard } from "./sla-targets-card";
import { StaffTwoFactorCard } from "./staff-two-factor-card";

const settingsQuery = {
  queryKey: ["admin", "settings"],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(rbacApi.settings, { signal }),
};

/**
 * Admin Settings: what the server is configured with (changed through its environment, not here), the
 * staff two-factor requirement (Super Admin), the support SLA targets (changed with settings.edit), and
 * live chat's settings and saved replies, stored in the database (read with chat.view, changed with settings.edit).
 */
export function SettingsPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(settingsQuery);
  return (
    <div>
      <PageHeader
        title="Admin Settings"
        description="Configuration of this installation. It is set where the server runs and shown here read-only."
      />
      {isPending ? (
        <Spinner label="Loading settings..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("settings", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Setting label="Product name" value={data.productName} variable="PRODUCT_NAME" />
          <Setting
            label="Staff e-mail domain"
            value={`@${data.staffEmailDomain}`}
            variable="STAFF_EMAIL_DOMAIN"
          />
        </dl>
      )}
      <StaffTwoFactorCard />
      <SlaTargetsCard />
      <PermissionGuard permission="chat.view">
        <section aria-labelledby="live-chat-settings" className="mt-8 flex flex-col gap-4">
          <h2 id="live-chat-settings" className="text-lg font-semibold text-slate-900">
            Live chat
          </h2>
          <ChatSettingsForm />
          <h3 className="text-base font-semibold text-slate-900">Saved replies</h3>
          <SavedRepliesManager />
        </section>
      </PermissionGuard>
    </div>
  );
}

function Setting({ label, value, variable }: { label: string; value: string; variable: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs text-slate-600">
        Set with the <code className="rounded bg-slate-100 px-1">{variable}</code> environment
        variable.
      </dd>
    </div>
  );
}
