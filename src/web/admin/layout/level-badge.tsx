import { levelBand, type LevelBand } from "../../../domain/permissions";

/** Colour bands of the role screen: >=90, >=70, >=50, >=30, below 30 (contrast checked by axe). */
const BAND_CLASS: Record<LevelBand, string> = {
  highest: "bg-purple-100 text-purple-900",
  high: "bg-red-100 text-red-900",
  middle: "bg-amber-100 text-amber-900",
  low: "bg-sky-100 text-sky-900",
  lowest: "bg-slate-200 text-slate-800",
};

export function LevelBadge({ level }: { level: number }) {
  const band = levelBand(level);
  return (
    <span
      data-band={band}
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${BAND_CLASS[band]}`}
    >
      Level {level}
    </span>
  );
}
