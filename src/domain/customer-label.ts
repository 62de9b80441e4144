/**
 * How a ticket names its customer, in one place so the queue, the ticket page, its thread, the
 * customer panel and the admin dashboard cannot disagree again (issue 28). Pure: no I/O.
 */

/** What a ticket shows for a customer whose account is deleted: the ticket stays, who they were does not. */
export const DELETED_CUSTOMER_NAME = "Deleted user";

/**
 * The customer as a ticket knows them: an account's full name and e-mail, or the contact a visitor
 * left (an e-mail, perhaps a name); null once the account is deleted.
 */
export interface TicketCustomer {
  name: string;
  email: string;
}

/**
 * The name if there is one, else the e-mail: a visitor may file with an e-mail alone, and an empty
 * name must not leave the customer blank. With neither, there is no one left to name.
 */
export function customerLabel(customer: TicketCustomer | null | undefined): string {
  return customer?.name.trim() || customer?.email.trim() || DELETED_CUSTOMER_NAME;
}

/**
 * The e-mail to show under the label, or null when it would only repeat it (no name) or is not
 * known, so a name-less customer is not written twice.
 */
export function customerEmailLine(customer: TicketCustomer | null | undefined): string | null {
  const email = customer?.email.trim();
  return email && customer?.name.trim() ? email : null;
}
