import { useId, useState } from "react";
import type { AgentChatDetail, ChatAgent } from "../../../contract/chat";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/select-field";
import { useChatDepartments } from "./api";
import { AVAILABILITY_LABELS } from "./chat-badges";
import { useTransferChat } from "./mutations";

type Target = "agent" | "department";

/**
 * Hand the chat to another agent (stays active with them) or to a department (back to its queue).
 * The server refuses an agent at their limit; its message is shown as it is.
 */
export function TransferForm({
  chat,
  agents,
  meId,
  onDone,
}: {
  chat: AgentChatDetail;
  agents: readonly ChatAgent[];
  meId: string;
  onDone: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState<Target>("agent");
  const [agentId, setAgentId] = useState("");
  const [departmentId, setDepartmentId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const departments = useChatDepartments();
  const transfer = useTransferChat();
  const candidates = agents.filter((a) => a.id !== meId && a.id !== chat.assignedTo?.id);
  const choice = target === "agent" ? agentId : departmentId;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        setError(null);
        const body = target === "agent" ? { agentId } : { departmentId };
        transfer.mutate(
          { id: chat.id, body },
          { onSuccess: onDone, onError: (err) => setError(err.message) },
        );
      }}
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend id={`${id}-title`} className="mb-1 font-semibold text-slate-900">
          Transfer this chat
        </legend>
        {(["agent", "department"] as const).map((t) => (
          <label key={t} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={`${id}-target`}
              value={t}
              checked={target === t}
              onChange={() => setTarget(t)}
              className="accent-brand-700"
            />
            {t === "agent" ? "To an agent" : "To a department"}
          </label>
        ))}
      </fieldset>
      {target === "agent" ? (
        <SelectField
          label="Agent"
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
          options={[
            { value: "", label: candidates.length === 0 ? "No other agents" : "Choose an agent" },
            ...candidates.map((a) => ({
              value: a.id,
              label: `${a.name} (${AVAILABILITY_LABELS[a.availability]}, ${a.activeChats} active)`,
            })),
          ]}
        />
      ) : (
        <SelectField
          label="Department"
          value={departmentId}
          onChange={(e) => setDepartmentId(e.target.value)}
          options={[
            { value: "", label: "Choose a department" },
            ...(departments.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!choice || transfer.isPending}>
          Transfer chat
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
