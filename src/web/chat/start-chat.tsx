import { useRef, useState, type KeyboardEvent } from "react";
import type { z } from "zod";
import type { Profile } from "../../contract/auth";
import { OfflineMessageBody, StartChatBody, type VisitorChat } from "../../contract/chat";
import { CHAT_MESSAGE_MAX, CHAT_WIDGET_ERRORS } from "../../domain/chat";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { SelectField } from "../components/ui/select-field";
import { TextArea } from "../components/ui/text-area";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { leaveOfflineMessage, startChat } from "./api/chat-actions";
import { useChatDepartments } from "./api/departments";
import { OfflineSent } from "./offline-sent";
import { SystemNotice } from "./system-notice";

interface StartChatProps {
  viewer: Profile | null;
  onStarted: (chat: VisitorChat, email: string) => void;
}

/** Where a bad field's message goes: the schema's first path segment is the form's field name. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

/** The start form (spec sections 2 and 5), or, when no agent can answer, the same message left as a ticket. */
export function StartChat({ viewer, onStarted }: StartChatProps) {
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);
  if (ticketNumber) return <OfflineSent ticketNumber={ticketNumber} isSignedIn={viewer !== null} />;
  return <StartForm viewer={viewer} onStarted={onStarted} onTicket={setTicketNumber} />;
}

function StartForm({
  viewer,
  onStarted,
  onTicket,
}: StartChatProps & { onTicket: (ticketNumber: string) => void }) {
  const departments = useChatDepartments();
  const [departmentId, setDepartmentId] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusedDepartmentId, setRefusedDepartmentId] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  const isSignedIn = viewer !== null;
  const list = departments.data?.departments ?? [];
  const department = list.find((d) => d.id === departmentId);
  // The list says so before starting; a 409 from start says so when the last agent left meanwhile.
  const isOffline =
    department !== undefined && (!department.agentsOnline || refusedDepartmentId === department.id);
  const hasName = isSignedIn || name.trim() !== "";
  const canSubmit =
    message.trim() !== "" &&
    departmentId !== "" &&
    hasName &&
    (!isOffline || isSignedIn || email.trim() !== "");

  const identity = isSignedIn ? {} : { name, ...(email.trim() ? { email: email.trim() } : {}) };

  const start = async () => {
    const body = StartChatBody.safeParse({ departmentId, message, ...identity });
    if (!body.success) return setErrors(fieldsOf(body.error));
    try {
      onStarted(await startChat(body.data), email.trim());
    } catch (error) {
      if (isApiError(error, 409) && error.code === "no_agent_online") {
        setRefusedDepartmentId(departmentId);
        void departments.refetch();
      } else if (isApiError(error, 400) && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else if (isApiError(error, 429)) setNotice(error.message);
      else setNotice(CHAT_WIDGET_ERRORS.startFailed);
    }
  };

  const leaveMessage = async () => {
    const body = OfflineMessageBody.safeParse({ departmentId, message, ...identity });
    if (!body.success) return setErrors(fieldsOf(body.error));
    try {
      onTicket((await leaveOfflineMessage(body.data)).ticketNumber);
    } catch (error) {
      if (isApiError(error, 400) && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else
        setNotice(
          isApiError(error, 429)
            ? error.message
            : "Your message could not be sent. Please try again later.",
        );
    }
  };

  const submit = async () => {
    // Spec section 5: an empty message does nothing; a missing department is said as a system message.
    if (message.trim() === "" || isPending) return;
    if (departmentId === "") return setNotice(CHAT_WIDGET_ERRORS.noDepartment);
    if (!hasName) {
      setErrors({ name: "Please enter your name" });
      return nameInput.current?.focus();
    }
    setNotice(null);
    setErrors({});
    setPending(true);
    await (isOffline ? leaveMessage() : start());
    setPending(false);
  };

  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      noValidate
      aria-label="Start a chat"
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* Offline, the notice below takes its place: the form must still fit the 650 px panel. */}
      {isOffline ? null : (
        <p className="text-sm text-slate-600">
          Ask us anything: an agent usually answers within minutes.
        </p>
      )}
      <SelectField
        label="Department"
        value={departmentId}
        error={errors.departmentId}
        onChange={(event) => {
          setDepartmentId(event.target.value);
          setNotice(null);
        }}
      >
        {departments.isPending ? (
          <option value="">Loading departments...</option>
        ) : departments.isError && list.length === 0 ? (
          <option value="">Error loading departments</option>
        ) : list.length === 0 ? (
          <option value="">No departments available</option>
        ) : (
          <>
            <option value="">Select Department</option>
            {list.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </>
        )}
      </SelectField>
      {isOffline && department ? (
        <Alert tone="warning">
          No agent is online for {department.name} right now. Leave your message here and we will
          answer it as a support ticket
          {isSignedIn ? " in your account and by e-mail." : " by e-mail."}
        </Alert>
      ) : null}
      {isSignedIn ? null : (
        <>
          <TextField
            ref={nameInput}
            label="Your Name"
            autoComplete="name"
            maxLength={80}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={isOffline ? "Your Email" : "Your Email (optional)"}
            type="email"
            autoComplete="email"
            required={isOffline}
            hint={isOffline ? "We send our answer to this address." : undefined}
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      )}
      <TextArea
        label="Message"
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder="How can we help?"
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={onMessageKeyDown}
      />
      <SystemNotice text={notice} />
      <Button type="submit" disabled={!canSubmit || isPending} className="mt-auto">
        {isOffline ? "Leave a message" : "Start Conversation"}
      </Button>
    </form>
  );
}
