import { SignUpBody } from "../../contract/auth";
import { birthdayProblem } from "../../contract/profile";
import {
  containsPersonalDetails,
  PERSONAL_PASSWORD_MESSAGE,
} from "../../domain/password-guessability";
import { todayIn } from "../../domain/calendar";

/**
 * The server's schema plus the rules it checks that the browser can check too, so the message shows
 * before anything is sent: the birthday in the user's calendar (today in `timeZone`), and
 * a password holding the name or e-mail typed above it. The breach list stays a server check: it is
 * 100,000 words.
 */
export function signUpFormSchema(product: string, timeZone: string) {
  return SignUpBody.superRefine((body, ctx) => {
    const problem = birthdayProblem(body.birthday, todayIn(timeZone), product);
    // An empty or malformed date already has the schema's own message.
    if (problem && /^\d{4}-\d{2}-\d{2}$/.test(body.birthday))
      ctx.addIssue({ code: "custom", path: ["birthday"], message: problem });
    if (body.password && containsPersonalDetails(body.password, body))
      ctx.addIssue({ code: "custom", path: ["password"], message: PERSONAL_PASSWORD_MESSAGE });
  });
}
