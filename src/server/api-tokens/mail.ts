import { SCOPE_LABELS, type ApiToken } from "../../contract/api-tokens";
import { linkBaseUrl } from "../config";
import type { AppDeps } from "../http/types";

/**
 * Tells the owner a token was made: a token reads their data without the session that made it, so if
 * a stolen session made one, this mail is how they learn of it and where to revoke it.
 */
export async function mailApiTokenCreated(
  deps: Pick<AppDeps, "mailer" | "config">,
  options: { to: string; token: ApiToken },
): Promise<void> {
  const { productName } = deps.config;
  const { name, prefix, scope } = options.token;
  await deps.mailer.send({
    to: options.to,
    kind: "api_token_created",
    subject: `A new API token was made for your ${productName} account`,
    text: [
      `An API token named "${name}" (${prefix}…, ${SCOPE_LABELS[scope].toLowerCase()}) was made for your ${productName} account. It can reach your diary, weight, water, workouts and goals.`,
      "",
      `If it was not you, revoke it under Settings, API (${linkBaseUrl(deps.config)}/app/settings/api), change your password and sign out your other sessions.`,
    ].join("\n"),
  });
}
