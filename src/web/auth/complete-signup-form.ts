import { CompleteProviderSignUpBody } from "../../contract/providers";
import { birthdayProblem } from "../../contract/profile";

import { browserTimeZone } from "../lib/time-zone";
import { todayIn } from "../../domain/calendar";

/**
 * The server's body plus the rules that need today's date (not in the future, the 13-year rule),
 * checked in the user's calendar with the sign-up form's own rule and messages (birthdayProblem).
 */
export function completeSignUpFormSchema(
  product: string,
  today: string = todayIn(browserTimeZone()),
) {
  return CompleteProviderSignUpBody.superRefine((body, ctx) => {
    const problem = birthdayProblem(body.birthday, today, product);
    // An empty or malformed date already has the schema's own message.
    if (problem && /^\d{4}-\d{2}-\d{2}$/.test(body.birthday))
      ctx.addIssue({ code: "custom", path: ["birthday"], message: problem });
  });
}
