import { formatPercent } from "../../lib/format";

/** A bar is named once: by its own words, or by visible text elsewhere on the page (its id). */
type ProgressBarName =
  { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type ProgressBarProps = ProgressBarName & {
  /** How far along, against `max`. It may pass `max` or fall below 0: the bar stops at its ends, what is announced does not. */
  value: number;
  max: number;
  /** What a screen reader says for the value; by default the true percentage ("130%", where the bar shows 100). */
  valueText?: string;
  /** The track: its height and colour. */
  className?: string;
  /** The fill's colour. */
  barClassName?: string;
};

/** The share of `max` that `value` is, in percent; 0 with no `max` to measure against. */
export const percentOf = (value: number, max: number) => (max > 0 ? (value / max) * 100 : 0);

const clamp = (percent: number) => Math.min(100, Math.max(0, percent));

/**
 * A progress bar with its accessible semantics in one place. aria-valuenow must lie between
 * aria-valuemin and aria-valuemax, so it stops at 100 (or 0) with the bar; aria-valuetext, which a
 * screen reader says instead, carries the true value, so 130% of a limit is not heard as 100%.
 */
export function ProgressBar({
  value,
  max,
  label,
  labelledBy,
  valueText,
  className = "h-2 bg-slate-100",
  barClassName = "bg-brand-600",
}: ProgressBarProps) {
  const percent = percentOf(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamp(Math.round(percent))}
      aria-valuetext={valueText ?? formatPercent(Math.round(percent))}
      className={`w-full overflow-hidden rounded-full ${className}`}
    >
      <Fill percent={percent} barClassName={barClassName} />
    </div>
  );
}

/**
 * A bar for the eye only, beside words that say the same figures: hidden from screen readers, which
 * would hear the share twice. It draws as ProgressBar does.
 */
export function ShareBar({
  value,
  max,
  className = "h-2 bg-slate-100",
  barClassName = "bg-brand-600",
}: Pick<ProgressBarProps, "value" | "max" | "className" | "barClassName">) {
  return (
    <div aria-hidden className={`w-full overflow-hidden rounded-full ${className}`}>
      <Fill percent={percentOf(value, max)} barClassName={barClassName} />
    </div>
  );
}

function Fill({ percent, barClassName }: { percent: number; barClassName: string }) {
  return (
    <div
      className={`h-full rounded-full ${barClassName}`}
      style={{ width: `${clamp(percent)}%` }}
    />
  );
}
