import type { VisitorChat } from "../../contract/chat";

/**
 * How the conversation's parts change the chat the widget holds (the current-chat query's data). It
 * lives in a file of its own because every part takes it, and the conversation imports every part.
 * A change is a function of the chat as it is when applied, so a live frame and a reply landing
 * together both count.
 */
export type UpdateChat = (change: (chat: VisitorChat) => VisitorChat) => void;
