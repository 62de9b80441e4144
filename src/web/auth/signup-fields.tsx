import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Link } from "react-router";
import { MINIMUM_AGE } from "../../domain/age";
import { Checkbox } from "../components/ui/checkbox";
import { TextField } from "../components/ui/text-field";
import { browserTimeZone } from "../lib/time-zone";
import { todayIn } from "../../domain/calendar";

/** The fields every way of signing up asks the same way: with a password (/signup) or a provider (/signup/complete). */
type BirthdayProps = Omit<
  ComponentPropsWithoutRef<typeof TextField>,
  "label" | "type" | "max" | "hint"
>;

export const BirthdayField = forwardRef<HTMLInputElement, BirthdayProps>(
  function BirthdayField(props, ref) {
    return (
      <TextField
        ref={ref}
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={todayIn(browserTimeZone())}
        hint={`You must be ${MINIMUM_AGE} or older.`}
        {...props}
      />
    );
  },
);

type TermsProps = Omit<ComponentPropsWithoutRef<typeof Checkbox>, "label">;

export const TermsCheckbox = forwardRef<HTMLInputElement, TermsProps>(
  function TermsCheckbox(props, ref) {
    return (
      <Checkbox
        ref={ref}
        label={
          <>
            I agree to the{" "}
            <Link to="/terms" className="font-semibold text-brand-700 underline" target="_blank">
              terms and conditions
            </Link>
          </>
        }
        {...props}
      />
    );
  },
);
