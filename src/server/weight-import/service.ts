import { asc, eq, sql } from "drizzle-orm";
import {
  BODY_FAT_MAX,
  BODY_FAT_MIN,
  NOTE_MAX,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from "../../contract/weight";
import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import type {
  WeightCheck,
  WeightImportBody,
  WeightImportPreview,
  WeightImportResult,
  WeightImportStatus,
} from "../../contract/weight-import";
import {
  weightCsvReader,
  WeightCsvError,
  type ParsedWeightCsv,
  type WeightCsvReader,
  type WeightCsvRow,
} from "../../domain/weight-csv";
import { checkAgainst, nearestWeighIn, type WeighIn } from "../../domain/weight-plausibility";
import { monthOf, todayIn } from "../../domain/calendar";
import type { Db } from "../db/client";
import { profiles, weightEntries } from "../db/schema";
import { queryRows } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { fieldError } from "../errors";
import { inSlices, readImportFile, writeInSlices } from "../imports/file-import";
import { assertWithinPlanLimit, getEffectivePlan } from "../plans/limits";
import { countEntriesThisMonth } from "../weight/entries";

/** Within this a logged weigh-in is the same as the file's: half the 0.1 a scale (and every screen) reads to. */
const SAME_WEIGHT_KG = 0.05;
/**
 * Rows per INSERT (four array parameters each): a 5,000-row statement took ~0.3 s, which held every
 * other request on the embedded database; 500 take a few ms, and a 20,000-line file is 40 statements.
 */
const INSERT_CHUNK = 500;

type ClassifiedRow = WeightCsvRow & {
  status: WeightImportStatus;
  loggedKg: number | null;
  implausible: WeightCheck | null;
};

interface Classified {
  parsed: ParsedWeightCsv;
  rows: ClassifiedRow[];
  /** New weigh-ins dated in this month: these meet weight_entries_per_month. */
  addingThisMonth: number;
  timeZone: string;
}

async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [profile] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.timeZone ?? "UTC";
}

/** Reads the file in slices (imports/file-import.ts): a 20,000-line file holds no other request up. */
async function parseFile(body: WeightImportBody, today: string): Promise<ParsedWeightCsv> {
  const { header, lines, delimiter } = await readImportFile(body.csv, IMPORT_FILE_LIMITS.weight);
  let reader: WeightCsvReader;
  try {
    reader = weightCsvReader(header, lines, delimiter, {
      unit: body.unit ?? null,
      dateOrder: body.dateOrder ?? null,
      today,
      bounds: {
        weightKg: { min: WEIGHT_MIN_KG, max: WEIGHT_MAX_KG },
        bodyFatPct: { min: BODY_FAT_MIN, max: BODY_FAT_MAX },
        noteMax: NOTE_MAX,
      },
    });
  } catch (error) {
    if (error instanceof WeightCsvError) throw fieldError("csv", error.message);
    throw error;
  }
  await inSlices(lines, (line) => reader.read(line));
  return reader.finish();
}

/** Every weigh-in of the user by date: the file's weights are held against the nearest one. */
async function historyOf(db: Db, userId: string): Promise<WeighIn[]> {
  return db
    .select({ date: weightEntries.date, weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(eq(weightEntries.userId, userId))
    .orderBy(asc(weightEntries.date));
}

/**
 * Reads the file and sets each row against what the user has logged: new, the same, or different,
 * and flagged when it is further from the nearest weigh-in than a body changes in the time between.
 */
async function classify(db: Db, userId: string, body: WeightImportBody): Promise<Classified> {
  const timeZone = await timeZoneOf(db, userId);
  const today = todayIn(timeZone);
  const parsed = await parseFile(body, today);
  const history = await historyOf(db, userId);
  const logged = new Map(history.map((e) => [e.date, e.weightKg]));
  const rows: ClassifiedRow[] = [];
  await inSlices(parsed.rows, (row) => {
    const loggedKg = logged.get(row.date);
    const implausible = checkAgainst(nearestWeighIn(history, row.date), row);
    if (loggedKg === undefined) rows.push({ ...row, status: "new", loggedKg: null, implausible });
    else
      rows.push({
        ...row,
        status: Math.abs(loggedKg - row.weightKg) < SAME_WEIGHT_KG ? "same" : "different",
        loggedKg,
        implausible,
      });
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
async function insertImported(
  tx: Db,
  userId: string,
  rows: readonly ClassifiedRow[],
): Promise<number> {
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

const countOf = (rows: readonly ClassifiedRow[], status: WeightImportStatus) =>
  rows.filter((r) => r.status === status).length;

/** What an import of this file would do, line by line, and where it leaves this month's plan limit. */
export async function previewWeightImport(options: {
  db: Db;
  userId: string;
  body: WeightImportBody;
}): Promise<WeightImportPreview> {
  const { db, userId, body } = options;
  const { parsed, rows, addingThisMonth, timeZone } = await classify(db, userId, body);
  const plan = await getEffectivePlan(db, userId);
  return {
    format: parsed.format,
    dateOrder: parsed.dateOrder,
    needsDateOrder: parsed.needsDateOrder,
    usesChosenUnit: parsed.usesChosenUnit,
    needsUnit: parsed.needsUnit,
    rows: rows.map((r) => ({
      line: r.line,
      date: r.date,
      weightKg: r.weightKg,
      bodyFatPct: r.bodyFatPct,
      status: r.status,
      loggedKg: r.loggedKg,
      implausible: r.implausible,
    })),
    errors: parsed.errors,
    counts: {
      new: countOf(rows, "new"),
      same: countOf(rows, "same"),
      different: countOf(rows, "different"),
      errors: parsed.errors.length,
      implausible: rows.filter((r) => r.implausible).length,
    },
    month: {
      adding: addingThisMonth,
      used: await countEntriesThisMonth(db, userId, timeZone),
      limit: plan?.limits.weight_entries_per_month ?? 0,
    },
  };
}

/**
 * Imports the file's new weigh-ins under the user's weight lock (the key logWeight takes), so two
 * imports at once run one after the other and the second finds the first's rows: nothing is added
 * twice. Weigh-ins dated this month must all fit in the plan's monthly limit, or nothing is imported
 * (the plan-limit body, as a workout import does): they are counted and written in one transaction.
 * Older ones are history, written in short transactions (writeInSlices) so that a file of years
 * does not hold the embedded database, and every other request, while it is written.
 */
export async function runWeightImport(options: {
  db: Db;
  userId: string;
  body: WeightImportBody;
}): Promise<WeightImportResult> {
  const { db, userId, body } = options;
  // Read and sorted before the lock: on PGlite a transaction holds the one connection, and parsing a
  // 20,000-line file inside it held every other request for over a second. A weigh-in logged
  // meanwhile is not lost: the insert skips a day that is taken (ON CONFLICT DO NOTHING).
  const { parsed, rows, addingThisMonth, timeZone } = await classify(db, userId, body);
  if (parsed.needsUnit)
    throw fieldError("unit", "Choose whether the weights in this file are in kg, lb or st");
  const lockKey = `weight:${userId}`;
  const monthStart = monthOf(todayIn(timeZone)).from;
  const fresh = rows.filter((r) => r.status === "new");
  let imported = 0;
  await withUserLock(db, lockKey, async (tx) => {
    if (addingThisMonth === 0) return;
    // The plan check refuses one past the limit; all `addingThisMonth` must fit, the last one included.
    const currentCount = (await countEntriesThisMonth(tx, userId, timeZone)) + addingThisMonth - 1;
    await assertWithinPlanLimit(tx, { userId, limit: "weight_entries_per_month", currentCount });
    imported += await insertImported(
      tx,
      userId,
      fresh.filter((r) => r.date >= monthStart),
    );
  });
  const older = fresh.filter((r) => r.date < monthStart);
  const chunks = Array.from({ length: Math.ceil(older.length / INSERT_CHUNK) }, (_, i) =>
    older.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK),
  );
  await writeInSlices(
    chunks,
    (work) => withUserLock(db, lockKey, work),
    async (tx, chunk) => {
      imported += await insertImported(tx, userId, chunk);
    },
  );
  return {
    imported,
    skipped: countOf(rows, "same"),
    kept: countOf(rows, "different"),
    errors: parsed.errors.length,
  };
}
