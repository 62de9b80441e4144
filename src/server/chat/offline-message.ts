import type { OfflineMessageBody, OfflineMessageResponse } from "../../contract/chat";
import { hitRateLimit } from "../auth/rate-limit";
import { supportTickets } from "../db/schema";
import { holdAccount } from "../db/user-lock";
import { holdActiveDepartment } from "../departments/hold";
import { fieldError, unauthorized } from "../errors";
import type { AppDeps } from "../http/types";
import { notifyTicketChanged } from "../tickets/doorbell";
import { ticketPriorityFor } from "../tickets/priority-support";
import type { ChatVisitor } from "./visitor-access";
import { accountIdentity, guestIdentity } from "./visitor-service";

export const OFFLINE_EMAIL_REQUIRED = "Your e-mail is required so we can answer you";

/**
 * No agent online: the visitor's message becomes a support ticket (category General, priority
 * medium, or high for a customer with priority support; the chosen department) that the desk answers by e-mail. A signed-in customer owns it as
 * any ticket of theirs; a signed-out visitor is kept as its contact name and e-mail, which is why the
 * e-mail is required then.
 */
export async function leaveOfflineMessage(
  deps: AppDeps,
  options: { visitor: ChatVisitor; ip: string; body: OfflineMessageBody },
): Promise<OfflineMessageResponse> {
  const { visitor, body } = options;
  const identity =
    visitor.kind === "user" ? await accountIdentity(deps.db, visitor.userId) : guestIdentity(body);
  if (visitor.kind === "guest") {
    if (!body.email) throw fieldError("email", OFFLINE_EMAIL_REQUIRED);
    await hitRateLimit(
      deps.db,
      `chat-offline:ip:${options.ip}`,
      deps.config.rateLimits.offlineMessagePerIp,
    );
  }
  return deps.db.transaction(async (tx) => {
    if (identity.userId && !(await holdAccount(tx, identity.userId))) throw unauthorized();
    await holdActiveDepartment(tx, body.departmentId);
    const [row] = await tx
      .insert(supportTickets)
      .values({
        userId: identity.userId,
        contactName: identity.userId ? null : identity.name,
        contactEmail: identity.userId ? null : (body.email ?? null),
        subject: `Live chat message from ${identity.name}`,
        description: body.message,
        category: "General",
        priority: await ticketPriorityFor(tx, { userId: identity.userId, chosen: "medium" }),
        departmentId: body.departmentId,
      })
      .returning({ id: supportTickets.id, ticketNumber: supportTickets.ticketNumber });
    await notifyTicketChanged(tx, row!.id);
    return { ticketNumber: row!.ticketNumber };
  });
}
