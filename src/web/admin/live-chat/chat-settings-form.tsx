import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ChatSettingsBody } from "../../../contract/chat";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { usePermissions } from "../staff-context";
import { useChatSettings } from "./api";
import { useSaveChatSettings } from "./mutations";

const LABEL = "Live chat: simultaneous chats per agent";

/** The per-agent limit of active chats: settings.edit saves it, everyone else with chat.view reads it. */
export function ChatSettingsForm() {
  const canEdit = usePermissions().can("settings.edit");
  const settings = useChatSettings();
  if (settings.isPending) return <Spinner label="Loading chat settings..." />;
  if (settings.isError)
    return (
      <LoadError
        message={loadErrorText("chat settings", settings.error)}
        onRetry={settings.refetch}
        isRetrying={settings.isFetching}
      />
    );
  if (!canEdit) {
    return (
      <dl className="rounded-xl border border-slate-200 bg-white p-4">
        <dt className="text-sm font-medium text-slate-600">{LABEL}</dt>
        <dd className="mt-1 text-lg font-semibold text-slate-900">
          {settings.data.maxChatsPerAgent}
        </dd>
        <dd className="mt-1 text-xs text-slate-600">
          Changing it needs the settings.edit permission.
        </dd>
      </dl>
    );
  }
  return <EditableLimit value={settings.data.maxChatsPerAgent} />;
}

function EditableLimit({ value }: { value: number }) {
  const save = useSaveChatSettings();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const form = useForm<ChatSettingsBody>({
    resolver: zodResolver(ChatSettingsBody),
    defaultValues: { maxChatsPerAgent: value },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync(body);
      setMessage({
        tone: "success",
        text: `Saved: at most ${saved.maxChatsPerAgent} ${saved.maxChatsPerAgent === 1 ? "chat" : "chats"} per agent.`,
      });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, ["maxChatsPerAgent"]);
      if (text) setMessage({ tone: "error", text });
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <TextField
        label={LABEL}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="An agent at the limit cannot accept another chat until one ends."
        error={errors.maxChatsPerAgent?.message}
        {...form.register("maxChatsPerAgent", { valueAsNumber: true })}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
