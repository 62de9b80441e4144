import type { TicketDetail } from "../../contract/tickets";
import { linkBaseUrl } from "../config";
import type { AppDeps } from "../http/types";

/** Where the customer reads the ticket: an absolute link, since a mail client has no page to be relative to. */
const ticketLink = (deps: AppDeps, id: string) => `${linkBaseUrl(deps.config)}/app/support/${id}`;

/**
 * A signed-out visitor's ticket (a chat message left while no agent was online) names a contact with
 * no account (empty id): the mail is their only answer, as they have no ticket page to open.
 */
const isGuestContact = (customer: NonNullable<TicketDetail["customer"]>) => customer.id === "";

/** Tells the customer the desk answered; the text of the reply is included so the mail stands alone. */
export async function mailReply(deps: AppDeps, ticket: TicketDetail, reply: string): Promise<void> {
  // A customer who deleted their account has no address left to write to.
  const { customer } = ticket;
  if (!customer?.email) return;
  const answerLine = isGuestContact(customer)
    ? `To answer, reply through the live chat or leave us another message on ${linkBaseUrl(deps.config)}/help, quoting ${ticket.ticketNumber}.`
    : `Read and answer it here: ${ticketLink(deps, ticket.id)}`;
  await deps.mailer.send({
    to: customer.email,
    kind: "ticket_reply",
    subject: `[${ticket.ticketNumber}] New reply: ${ticket.subject}`,
    text: [
      `Hello ${customer.name || ""},`.replace(" ,", ","),
      "",
      `Our support team answered your ticket ${ticket.ticketNumber}:`,
      "",
      reply,
      "",
      answerLine,
    ].join("\n"),
  });
}

export async function mailResolved(deps: AppDeps, ticket: TicketDetail): Promise<void> {
  const { customer } = ticket;
  // A guest has no ticket page to come back to; the reply mails are their whole thread.
  if (!customer?.email || isGuestContact(customer)) return;
  await deps.mailer.send({
    to: customer.email,
    kind: "ticket_resolved",
    subject: `[${ticket.ticketNumber}] Resolved: ${ticket.subject}`,
    text: [
      `Hello ${customer.name || ""},`.replace(" ,", ","),
      "",
      `We have marked your ticket ${ticket.ticketNumber} as resolved.`,
      "If something is still wrong, answer it and it goes straight back to our queue:",
      ticketLink(deps, ticket.id),
    ].join("\n"),
  });
}
