import { useId } from "react";

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

/** A radio group drawn as cards: a native fieldset of radios, so keyboard and screen readers just work. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  columns = 2,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
  columns?: 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-2 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
              value === choice.value
                ? "border-brand-600 bg-brand-50"
                : "border-slate-300 bg-white hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{choice.label}</span>
              {choice.hint ? <span className="block text-slate-600">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
