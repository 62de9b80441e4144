import type { MyPlan } from "../../contract/my-plan";
import { LoadError, loadFailureMessage } from "../components/ui/load-error";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { formatDate } from "../lib/format";
import { SettingsNav } from "../settings/settings-nav";
import { usePlan } from "./api/get-plan";
import { PlanComparison } from "./plan-comparison";
import { PlanUsageList } from "./plan-usage";
import { STATUS_NAMES } from "./plan-words";

/**
 * Whether the plan had run out when it was read. Judged at the moment of the read, not of each render:
 * `inForce` was worked out by the server then, and the two must agree.
 */
const hasExpired = (current: MyPlan["current"], readAt: number) =>
  current.expiresAt !== null && new Date(current.expiresAt).getTime() <= readAt;

/** Why the Free plan's limits bind a user whose own plan is not in force, in words. */
function lapseOf(current: MyPlan["current"], readAt: number): string {
  const expired = hasExpired(current, readAt);
  const why = expired
    ? "has expired"
    : current.status === "past_due"
      ? "is past due"
      : current.status === "cancelled"
        ? "is cancelled"
        : "has ended";
  return `Your ${current.name} plan ${why}, so the Free plan's limits apply until it is renewed.`;
}

function CurrentPlan({ plan, readAt }: { plan: MyPlan; readAt: number }) {
  const { current } = plan;
  return (
    <section aria-labelledby="current-plan-title">
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="current-plan-title" className="text-lg font-semibold text-slate-900">
            {current.name} plan
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${current.inForce ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"}`}
          >
            {current.inForce
              ? STATUS_NAMES[current.status]
              : `${STATUS_NAMES[current.status]}, not in force`}
          </span>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Started</dt>
            <dd className="font-medium text-slate-900">
              {current.startedAt ? formatDate(current.startedAt, "long") : "When you signed up"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">
              {hasExpired(current, readAt) ? "Expired" : "Renews or ends"}
            </dt>
            <dd className="font-medium text-slate-900">
              {current.expiresAt ? formatDate(current.expiresAt, "long") : "No end date"}
            </dd>
          </div>
        </dl>
        {current.inForce ? null : <Alert tone="warning">{lapseOf(current, readAt)}</Alert>}
        <div className="grid gap-3">
          <h3 className="font-semibold text-slate-900">Used this period</h3>
          <PlanUsageList usage={plan.usage} />
          <p className="text-sm text-slate-600">
            Food entries count per diary day; workouts and weight entries count what you added since
            the 1st of this month.
          </p>
        </div>
      </Card>
    </section>
  );
}

/** /app/settings/plan: the user's plan, how much of it is used, and the plans they can ask for. */
export function PlanPage() {
  const { data, dataUpdatedAt, isPending, isError, error, refetch, isFetching } = usePlan();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Your plan"
        description="What your plan includes, how much of it you have used, and how to change it."
      />
      <SettingsNav />
      {isPending ? (
        <Spinner label="Loading your plan..." />
      ) : isError ? (
        <LoadError
          message={loadFailureMessage(error, "Failed to load user plan")}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-8">
          <CurrentPlan plan={data} readAt={dataUpdatedAt} />
          <section aria-labelledby="compare-title" className="grid gap-4">
            <div className="grid gap-1">
              <h2 id="compare-title" className="text-lg font-semibold text-slate-900">
                Compare plans
              </h2>
              <p className="text-slate-700">
                There is no online payment yet. Choosing a plan opens a message to our Billing team,
                already filled in for you to check and send; our team switches plans by hand and
                answers you on that ticket.
              </p>
            </div>
            <PlanComparison
              plans={data.plans}
              currentName={data.current.name}
              inForce={data.current.inForce}
            />
          </section>
        </div>
      )}
    </div>
  );
}
