import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { Eye, EyeOff } from "lucide-react";
import { TextField } from "../components/ui/text-field";

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
}

/** A password field with a show-password toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const [isVisible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={isVisible ? "text" : "password"}
        trailing={
          <button
            type="button"
            className="rounded p-2 text-slate-600 hover:text-slate-900"
            aria-label={isVisible ? "Hide password" : "Show password"}
            aria-pressed={isVisible}
            onClick={() => setVisible((v) => !v)}
          >
            {isVisible ? (
              <EyeOff className="size-4" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
          </button>
        }
        {...props}
      />
    );
  },
);
