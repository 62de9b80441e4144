import { forwardRef, useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const control = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? "border-red-600" : "border-slate-300"}`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <p id={id} role="alert" className="mt-1 text-sm text-red-700">{error}</p> : null;
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled textarea with the same error wiring as TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, className = "", id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">{label}</label>
      <textarea ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className={control(error)} {...props} />
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled native select: keyboard and screen readers work without extra code. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, options, className = "", id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">{label}</label>
      <select ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className={control(error)} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
});
