import { useState } from "react";
import type { CreatedApiToken } from "../../contract/api-tokens";
import { API_DOCS_PATH, API_V1_PREFIX } from "../../contract/endpoint";
import { PlanLimitNotice } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { SettingsNav } from "../settings/settings-nav";
import { useApiTokens } from "./api";
import { CreateTokenForm } from "./create-token-form";
import { NewTokenNotice } from "./new-token-notice";
import { TokenList } from "./token-list";

/** How a script calls the API, with this install's own address. */
function UsageExample() {
  const example = `curl -H "Authorization: Bearer vtl_…" ${window.location.origin}${API_V1_PREFIX}weight`;
  return (
    <section aria-labelledby="api-usage-heading" className="grid gap-2">
      <h2 id="api-usage-heading" className="text-lg font-semibold text-slate-900">
        How to call it
      </h2>
      <p className="text-sm text-slate-700">
        Send the token in the Authorization header. Your weight, meals, water, workouts and goals,
        and food search, are under /api/v1 with the same fields as the app. A read-only token can
        only use GET.
      </p>
      <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-3 text-sm text-slate-50">
        <code>{example}</code>
      </pre>
      <p className="text-sm text-slate-700">
        Every route, field and answer:{" "}
        <a href={API_DOCS_PATH} className="font-medium text-brand-700 underline">
          the API reference
        </a>
        .
      </p>
    </section>
  );
}

/** Settings → API: personal access tokens for scripts (plans with API access). */
export function ApiTokensPage() {
  const { data, isPending, isError, error } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="API access"
        description="Personal access tokens let your own scripts read and write your data."
      />
      <SettingsNav />
      {isPending ? <Spinner /> : null}
      {isError ? <Alert tone="error">{error.message}</Alert> : null}
      {data ? (
        <div className="grid gap-6">
          {data.planLimit ? (
            <PlanLimitNotice details={data.planLimit} isInputKept={false} />
          ) : (
            <Card>
              {created ? (
                <NewTokenNotice created={created} onDone={() => setCreated(null)} />
              ) : (
                <CreateTokenForm onCreated={setCreated} />
              )}
            </Card>
          )}
          <Card>
            <section aria-labelledby="tokens-heading" className="grid gap-2">
              <h2 id="tokens-heading" className="text-lg font-semibold text-slate-900">
                Your tokens
              </h2>
              <p className="text-sm text-slate-600">
                At most {data.limit} at a time. Revoke a token you no longer use.
              </p>
              <TokenList tokens={data.tokens} />
            </section>
          </Card>
          {data.planLimit ? null : (
            <Card>
              <UsageExample />
            </Card>
          )}
        </div>
      ) : null}
    </div>
  );
}
