import type { ChatSessionState } from "../../contract/chat";
import type { UpdateChat } from "./update-chat";
import { RatingForm } from "./rating-form";
import { TranscriptForm } from "./transcript-form";

interface AfterChatProps {
  session: ChatSessionState;
  isSignedIn: boolean;
  visitorEmail: string;
  update: UpdateChat;
}

/** Once the chat has ended: rate it (once) and have the transcript e-mailed. */
export function AfterChat({ session, isSignedIn, visitorEmail, update }: AfterChatProps) {
  return (
    <div className="grid gap-4 p-4">
      <RatingForm session={session} update={update} />
      <TranscriptForm sessionId={session.id} isSignedIn={isSignedIn} defaultEmail={visitorEmail} />
    </div>
  );
}
