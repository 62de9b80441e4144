import type { WeightUnit } from "../../contract/weight";
import {
  DISPLAY_PRECISION,
  displayAmount,
  kgToStoneLb,
  UNITS_OF,
  type DisplayUnit,
  type UnitSystem,
} from "../../domain/units";
import { appLocale } from "./locale";

/**
 * The one place screens turn numbers, quantities and dates into text, in the reader's locale
 * (lib/locale.ts). Quantities round by the rule of domain/units.ts, so "2,000 ml" sits beside
 * "2,270 kcal" and 8 fl oz reads the same on the water screen and the dashboard.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      })),
    );
  return format;
}

/** Money is integer cents everywhere; shown as dollars (admin spec, section 9). */
export function formatMoney(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A plain number with the locale's grouping: 2,270 (en-US), 2.270 (de), up to `maximumFractionDigits`. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return numberFormat(appLocale(), 0, maximumFractionDigits).format(value);
}

/** A percentage from 0-100 with one decimal at most: "12.5%". */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)}%`;
}

const UNIT_LABELS: Record<DisplayUnit, string> = {
  kg: "kg",
  lb: "lb",
  g: "g",
  oz: "oz",
  ml: "ml",
  fl_oz: "fl oz",
  cm: "cm",
  in: "in",
  kcal: "kcal",
};

/** The number alone of a stored metric amount shown in `unit`: "16.9", "2,000", "80.0". */
export function formatAmount(metric: number, unit: DisplayUnit): string {
  const { decimals, keepsZeros } = DISPLAY_PRECISION[unit];
  return numberFormat(appLocale(), keepsZeros ? decimals : 0, decimals).format(
    displayAmount(metric, unit),
  );
}

/** A stored metric amount with its unit: formatQuantity(500, "fl_oz") is "16.9 fl oz". */
export function formatQuantity(metric: number, unit: DisplayUnit): string {
  return `${formatAmount(metric, unit)} ${UNIT_LABELS[unit]}`;
}

export const unitLabel = (unit: DisplayUnit) => UNIT_LABELS[unit];

/** Energy: "2,270 kcal". */
export const formatEnergy = (kcal: number) => formatQuantity(kcal, "kcal");

/** Water and other drinks in the user's system: "2,000 ml" or "67.6 fl oz". */
export const formatVolume = (ml: number, system: UnitSystem) =>
  formatQuantity(ml, UNITS_OF[system].volume);

/** A body weight in the user's weight unit, stones as "12 st 8.4 lb". */
export function formatBodyWeight(kg: number, unit: WeightUnit): string {
  if (unit !== "st") return formatQuantity(kg, unit);
  const { stone, lb } = kgToStoneLb(kg);
  return `${formatNumber(stone)} st ${numberFormat(appLocale(), 0, 1).format(lb)} lb`;
}

/**
 * Named date styles, the only ones screens use (en-GB shown; other locales order and punctuate
 * their own way):
 * - long: "Tuesday 25 November 2026"   - day: "Tuesday 25 November" (the diary's day)
 * - medium: "25 Nov 2026" (lists, tables) - short: "25 Nov" (chart axes, ranges)
 * - weekday: "Tue" (a week's columns)
 */
export type DateStyle = "long" | "day" | "medium" | "short" | "weekday";

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  day: { weekday: "long", day: "numeric", month: "long" },
  medium: { day: "numeric", month: "short", year: "numeric" },
  short: { day: "numeric", month: "short" },
  weekday: { weekday: "short" },
};

const IS_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dateFormat(
  style: DateStyle | "time" | "dateTime" | "dateTimeSeconds",
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const locale = appLocale();
  const key = `${locale}|${style}|${timeZone ?? ""}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === "time"
        ? { hour: "numeric", minute: "2-digit" }
        : style === "dateTime" || style === "dateTimeSeconds"
          ? {
              ...DATE_STYLES.medium,
              hour: "numeric",
              minute: "2-digit",
              ...(style === "dateTimeSeconds" ? { second: "2-digit" } : {}),
            }
          : DATE_STYLES[style];
    dateFormats.set(
      key,
      (format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) })),
    );
  }
  return format;
}

/**
 * A diary day ("2026-11-25", a calendar day: read in UTC so it never shifts with the browser's
 * time zone) or a timestamp (ISO string or Date, shown in the browser's time zone).
 */
export function formatDate(value: string | Date, style: DateStyle): string {
  if (typeof value === "string" && IS_DAY.test(value))
    return dateFormat(style, "UTC").format(new Date(`${value}T00:00:00Z`));
  return dateFormat(style, undefined).format(typeof value === "string" ? new Date(value) : value);
}

/** The time of a timestamp: "14:05" or "2:05 PM" as the locale writes it. */
export const formatTime = (value: string | Date) =>
  dateFormat("time", undefined).format(typeof value === "string" ? new Date(value) : value);

/** A timestamp with its date: "25 Nov 2026, 14:05"; with seconds for logs where order matters (audit). */
export const formatDateTime = (value: string | Date, withSeconds = false) =>
  dateFormat(withSeconds ? "dateTimeSeconds" : "dateTime", undefined).format(
    typeof value === "string" ? new Date(value) : value,
  );
