import { forwardRef, useId, type SelectHTMLAttributes } from "react";

/** A labelled native select (keyboard and screen readers for free), styled like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined }>(
  function SelectField({ label, error, className = "", children, ...props }, ref) {
    const id = useId();
    return (
      <div className={className}>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? "border-red-600" : "border-slate-300"}`}
          {...props}
        >
          {children}
        </select>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
