import type { ChatStats } from "../../../contract/chat";

/** The console's stats (admin spec, 'Live Chat admin'), counted from the sessions' rows. */
export function ChatStatsCards({ stats }: { stats: ChatStats }) {
  const cards = [
    ["Waiting", stats.waiting],
    ["Active Chats", stats.active],
    ["Resolved Today", stats.resolvedToday],
    ["Total Sessions", stats.total],
  ] as const;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
