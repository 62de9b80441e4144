import { Check, X } from "lucide-react";
import { PASSWORD_RULES } from "../../domain/password";

/** The live password checklist of the sign-up page (end-user spec, section 2); display only. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" className="mt-1 grid gap-0.5">
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-1.5 ${isMet ? "text-green-700" : "text-slate-600"}`}
          >
            {isMet ? (
              <Check className="size-3.5" aria-hidden />
            ) : (
              <X className="size-3.5" aria-hidden />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{isMet ? "(met)" : "(not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
