import { useState } from "react";
import { AGENT_AVAILABILITIES, type AgentAvailability } from "../../../domain/chat";
import type { ChatOverview } from "../../../contract/chat";
import { SelectField } from "../../components/ui/select-field";
import { useStaff } from "../staff-context";
import { AVAILABILITY_LABELS, AvailabilityBadge, Truncated } from "./chat-badges";
import { useSetAvailability } from "./mutations";

/**
 * The agent's own availability (stored, shared with the other agents and used by the widget's
 * "no agent online" rule) and the other agents with theirs and their active chats.
 */
export function AvailabilityPanel({ overview }: { overview: ChatOverview }) {
  const me = useStaff().userId;
  const setAvailability = useSetAvailability();
  const [error, setError] = useState<string | null>(null);
  const others = overview.agents.filter((agent) => agent.id !== me);
  return (
    <section
      aria-labelledby="agents-heading"
      className="mb-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <div>
        <SelectField
          label="Your availability"
          value={overview.me.availability}
          disabled={setAvailability.isPending}
          options={AGENT_AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))}
          hint={`${overview.me.activeChats} of ${overview.maxChatsPerAgent} chats active. Away and busy agents are not offered new chats.`}
          onChange={(e) => {
            setError(null);
            setAvailability.mutate(e.target.value as AgentAvailability, {
              onError: (err) => setError(err.message),
            });
          }}
        />
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="min-w-0">
        <h2 id="agents-heading" className="mb-2 text-sm font-semibold text-slate-800">
          Other agents
        </h2>
        {others.length === 0 ? (
          <p className="text-sm text-slate-600">No other agents.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {others.map((agent) => (
              <li
                key={agent.id}
                className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <Truncated text={agent.name} className="font-medium text-slate-900" />
                  <span className="block text-xs text-slate-600">
                    {agent.activeChats} active {agent.activeChats === 1 ? "chat" : "chats"}
                  </span>
                </span>
                <AvailabilityBadge availability={agent.availability} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
