import { formatClock } from "../../../domain/training";
import { TextField } from "../../components/ui/text-field";
import type { Draft } from "./draft";
import { useNow } from "./use-now";

/** The time since the start, ticking every second; a timer role is not read out as it changes. */
export function ElapsedTimer({ startedAt }: { startedAt: string }) {
  const now = useNow(true);
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return (
    <p className="text-sm text-slate-700">
      <span id="elapsed-label">Elapsed</span>{" "}
      <time
        role="timer"
        aria-labelledby="elapsed-label"
        className="font-mono text-2xl font-bold tabular-nums text-slate-900"
      >
        {formatClock(seconds)}
      </time>
    </p>
  );
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "18:05" in the browser's zone for an instant, "" for none. */
export function localTimeOf(iso: string | null): string {
  if (iso === null) return "";
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a local date and "HH:MM", a day later when `after` is later than it (past midnight). */
export function instantOf(date: string, time: string, after?: string | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00`);
  if (Number.isNaN(at.getTime())) return null;
  if (after && at.getTime() < Date.parse(after)) at.setDate(at.getDate() + 1);
  return at.toISOString();
}

/** A past workout: the day, when it started and when it ended (or how long it took). */
export function PastTimes({
  draft,
  today,
  fieldErrors,
  onChange,
}: {
  draft: Draft;
  today: string;
  fieldErrors: Record<string, string>;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const start = localTimeOf(draft.startedAt);
  const end = localTimeOf(draft.endedAt);
  const minutes =
    draft.startedAt && draft.endedAt
      ? Math.round((Date.parse(draft.endedAt) - Date.parse(draft.startedAt)) / 60_000)
      : null;
  const setTimes = (date: string, startText: string, endText: string) => {
    const startedAt = instantOf(date, startText);
    onChange({ date, startedAt, endedAt: startedAt ? instantOf(date, endText, startedAt) : null });
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <TextField
        label="Date"
        type="date"
        max={today}
        value={draft.date}
        error={fieldErrors.date}
        className="col-span-2 sm:col-span-1"
        onChange={(e) => setTimes(e.target.value, start, end)}
      />
      <TextField
        label="Start time"
        type="time"
        value={start}
        error={fieldErrors.startedAt}
        onChange={(e) => setTimes(draft.date, e.target.value, end)}
      />
      <TextField
        label="End time"
        type="time"
        value={end}
        error={fieldErrors.endedAt}
        onChange={(e) => setTimes(draft.date, start, e.target.value)}
      />
      <TextField
        label="Duration (min)"
        inputMode="numeric"
        value={minutes === null ? "" : String(minutes)}
        onChange={(e) => {
          const typed = Number(e.target.value);
          if (!draft.startedAt || !Number.isFinite(typed) || typed < 0) return;
          onChange({
            endedAt: new Date(Date.parse(draft.startedAt) + typed * 60_000).toISOString(),
          });
        }}
      />
    </div>
  );
}
