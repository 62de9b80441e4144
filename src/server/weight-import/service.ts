import { and, between, eq, sql } from "drizzle-orm";
import { BODY_FAT_MAX, BODY_FAT_MIN, NOTE_MAX, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from "../../contract/weight";
import type { WeightImportBody, WeightImportPreview, WeightImportResult, WeightImportStatus } from "../../contract/weight-import";
import { todayIn } from "../../domain/age";
import { parseWeightCsv, WeightCsvError, type ParsedWeightCsv, type WeightCsvRow } from "../../domain/weight-csv";
import { monthOf } from "../../domain/workouts";
import type { Db } from "../db/client";
import { profiles, weightEntries } from "../db/schema";
import { queryRows } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { fieldError } from "../errors";
import { assertWithinPlanLimit, getEffectivePlan } from "../plans/limits";
import { countEntriesThisMonth } from "../weight/entries";

/** Within this a logged weigh-in is the same as the file's: half the 0.1 a scale (and every screen) reads to. */
const SAME_WEIGHT_KG = 0.05;
/** Rows per INSERT (four array parameters each): a 20,000-line file is four statements of ~0.3 s. */
const INSERT_CHUNK = 5000;

type ClassifiedRow = WeightCsvRow & { status: WeightImportStatus; loggedKg: number | null };

interface Classified {
  parsed: ParsedWeightCsv;
  rows: ClassifiedRow[];
  /** New weigh-ins dated in this month: these meet weight_entries_per_month. */
  addingThisMonth: number;
  timeZone: string;
}

async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [profile] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.id, userId));
  return profile?.timeZone ?? "UTC";
}

function parseFile(body: WeightImportBody, today: string): ParsedWeightCsv {
  try {
    return parseWeightCsv(body.csv, {
      unit: body.unit,
      dateOrder: body.dateOrder ?? null,
      today,
      bounds: { weightKg: { min: WEIGHT_MIN_KG, max: WEIGHT_MAX_KG }, bodyFatPct: { min: BODY_FAT_MIN, max: BODY_FAT_MAX }, noteMax: NOTE_MAX },
    });
  } catch (error) {
    if (error instanceof WeightCsvError) throw fieldError("csv", error.message);
    throw error;
  }
}

/** The user's weigh-ins on the file's days, by date (one query over the file's date range). */
async function loggedOn(db: Db, userId: string, rows: readonly WeightCsvRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const dates = rows.map((r) => r.date).sort();
  const logged = await db
    .select({ date: weightEntries.date, weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(and(eq(weightEntries.userId, userId), between(weightEntries.date, dates[0]!, dates.at(-1)!)));
  return new Map(logged.map((e) => [e.date, e.weightKg]));
}

/** Reads the file and sets each row against what the user has logged: new, the same, or different. */
async function classify(db: Db, userId: string, body: WeightImportBody): Promise<Classified> {
  const timeZone = await timeZoneOf(db, userId);
  const today = todayIn(timeZone);
  const parsed = parseFile(body, today);
  const logged = await loggedOn(db, userId, parsed.rows);
  const rows = parsed.rows.map((row): ClassifiedRow => {
    const loggedKg = logged.get(row.date);
    if (loggedKg === undefined) return { ...row, status: "new", loggedKg: null };
    return { ...row, status: Math.abs(loggedKg - row.weightKg) < SAME_WEIGHT_KG ? "same" : "different", loggedKg };
  });
  const monthStart = monthOf(today).from;
  const addingThisMonth = rows.filter((r) => r.status === "new" && r.date >= monthStart).length;
  return { parsed, rows, addingThisMonth, timeZone };
}

/**
 * One statement of four arrays rather than four bound values a row: a 20,000-line file is then a
 * few statements, not tens of thousands of parameters to build and send. The lock already keeps a
 * day from being taken twice; the unique index is the last word (ON CONFLICT DO NOTHING).
 */
async function insertImported(tx: Db, userId: string, rows: readonly ClassifiedRow[]): Promise<number> {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`
    insert into ${weightEntries} (user_id, date, weight_kg, body_fat_pct, note, source)
    select ${userId}::uuid, t.date, t.weight_kg, t.body_fat_pct, t.note, 'import'
    from unnest(
      ${sql.param(rows.map((r) => r.date))}::date[],
      ${sql.param(rows.map((r) => r.weightKg))}::real[],
      ${sql.param(rows.map((r) => r.bodyFatPct))}::real[],
      ${sql.param(rows.map((r) => r.note))}::text[]
    ) as t(date, weight_kg, body_fat_pct, note)
    on conflict do nothing
    returning id`,
  );
  return inserted.length;
}

const countOf = (rows: readonly ClassifiedRow[], status: WeightImportStatus) => rows.filter((r) => r.status === status).length;

/** What an import of this file would do, line by line, and where it leaves this month's plan limit. */
export async function previewWeightImport(options: { db: Db; userId: string; body: WeightImportBody }): Promise<WeightImportPreview> {
  const { db, userId, body } = options;
  const { parsed, rows, addingThisMonth, timeZone } = await classify(db, userId, body);
  const plan = await getEffectivePlan(db, userId);
  return {
    format: parsed.format,
    dateOrder: parsed.dateOrder,
    needsDateOrder: parsed.needsDateOrder,
    usesChosenUnit: parsed.usesChosenUnit,
    rows: rows.map((r) => ({ line: r.line, date: r.date, weightKg: r.weightKg, bodyFatPct: r.bodyFatPct, status: r.status, loggedKg: r.loggedKg })),
    errors: parsed.errors,
    counts: { new: countOf(rows, "new"), same: countOf(rows, "same"), different: countOf(rows, "different"), errors: parsed.errors.length },
    month: {
      adding: addingThisMonth,
      used: await countEntriesThisMonth(db, userId, timeZone),
      limit: plan?.limits.weight_entries_per_month ?? 0,
    },
  };
}

/**
 * Imports the file's new weigh-ins in one transaction under the user's weight lock (the key
 * logWeight takes), so two imports at once run one after the other and the second finds the first's
 * rows: nothing is added twice. Weigh-ins dated this month must all fit in the plan's monthly limit,
 * or nothing is imported (the plan-limit body, as a workout import does); older ones are history.
 */
export async function runWeightImport(options: { db: Db; userId: string; body: WeightImportBody }): Promise<WeightImportResult> {
  const { db, userId, body } = options;
  return withUserLock(db, `weight:${userId}`, async (tx) => {
    const { parsed, rows, addingThisMonth, timeZone } = await classify(tx, userId, body);
    if (addingThisMonth > 0) {
      // The plan check refuses one past the limit; all `addingThisMonth` must fit, the last one included.
      const currentCount = (await countEntriesThisMonth(tx, userId, timeZone)) + addingThisMonth - 1;
      await assertWithinPlanLimit(tx, { userId, limit: "weight_entries_per_month", currentCount });
    }
    const fresh = rows.filter((r) => r.status === "new");
    let imported = 0;
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      imported += await insertImported(tx, userId, fresh.slice(i, i + INSERT_CHUNK));
    }
    return { imported, skipped: countOf(rows, "same"), kept: countOf(rows, "different"), errors: parsed.errors.length };
  });
}
