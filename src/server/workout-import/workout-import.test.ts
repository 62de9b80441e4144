import { readFileSync } from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import { workoutImportApi } from "../../contract/workout-import";
import { workoutsApi } from "../../contract/workouts-api";
import { dataExportApi } from "../../contract/data-export";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exercises, profiles, weightEntries, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { guessCustomExercise } from "./custom-exercises";
import { ALIAS_IDS } from "./exercise-names";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const fixture = (name: string) => readFileSync(`tests/fixtures/workout-csv/${name}`, "utf8");

async function member(timeZone = "UTC", plan: "Free" | "Premium" = "Free"): Promise<TestUser> {
  const user = await createTestUser(ctx, { plan });
  await ctx.db.update(profiles).set({ timeZone }).where(eq(profiles.id, user.id));
  await ctx.db.insert(weightEntries).values({ userId: user.id, date: "2023-12-01", weightKg: 80 });
  return user;
}

const preview = (user: TestUser, body: object) =>
  ctx.call(workoutImportApi.preview, { cookie: user.cookie, body });
const importFile = (user: TestUser, body: object) =>
  ctx.call(workoutImportApi.run, { cookie: user.cookie, body });

async function listOf(user: TestUser, from = "2019-01-01", to = "2019-12-31") {
  const response = await ctx.call(workoutsApi.list, { query: { from, to }, cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().workouts as {
    date: string;
    name: string | null;
    source: string;
    startedAt: string | null;
    endedAt: string | null;
    items: {
      exerciseId: string;
      exerciseName: string;
      durationMin: number | null;
      distanceM: number | null;
      notes: string | null;
      sets: {
        kind: string;
        reps: number | null;
        weightKg: number | null;
        seconds: number | null;
        rpe: number | null;
      }[];
    }[];
  }[];
}

describe("the name table and guesses", () => {
  it("points only at exercises that exist", async () => {
    const rows = await ctx.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(inArray(exercises.id, ALIAS_IDS));
    expect(rows.map((r) => r.id).sort()).toEqual([...ALIAS_IDS].sort());
  });

  it("guesses a custom exercise's category and equipment from its name and what was logged", () => {
    expect(
      guessCustomExercise("Landmine Press (Barbell)", { weighted: true, distance: false }),
    ).toEqual({ category: "strength", equipment: "barbell" });
    expect(
      guessCustomExercise("Ring Muscle Up Negative", { weighted: true, distance: false }),
    ).toEqual({ category: "strength", equipment: "other" });
    expect(guessCustomExercise("Trail Running", { weighted: false, distance: true })).toEqual({
      category: "cardio",
      equipment: null,
    });
    expect(guessCustomExercise("Ring Muscle Up", { weighted: false, distance: false })).toEqual({
      category: "strength",
      equipment: "body only",
    });
  });
});

describe("previewing an import", () => {
  it("says the format, asks for the weight unit, lists workouts, line errors and new exercises", async () => {
    const user = await member();
    const response = await preview(user, { csv: fixture("strong.csv") });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      format: "strong",
      needsWeightUnit: true,
      needsDistanceUnit: true,
      needsBodyWeight: false,
    });
    expect(body.workouts).toEqual([
      { date: "2024-01-15", name: "Push Day", exercises: 4, sets: 8, duplicate: false },
      { date: "2024-01-17", name: "Legs", exercises: 3, sets: 4, duplicate: false },
      { date: "2024-01-20", name: "Pull", exercises: 3, sets: 4, duplicate: false },
    ]);
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual([11, 13, 15]);
    expect(body.newExercises).toEqual(["Landmine Press (Barbell)"]);
    // Nothing is written by a preview, nor by an import still missing the unit.
    expect(
      (await importFile(user, { csv: fixture("strong.csv") })).json().error.fields,
    ).toHaveProperty("weightUnit");
    expect(await ctx.db.select().from(workouts).where(eq(workouts.userId, user.id))).toEqual([]);
  });

  it("answers 400 naming the field for a file of another kind, an empty one, a bad unit", async () => {
    const user = await member();
    const other = await preview(user, { csv: "Date,Food,kcal\n2024-01-01,Apple,52\n" });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty("csv");
    expect((await preview(user, { csv: "" })).json().error.fields).toHaveProperty("csv");
    expect(
      (await preview(user, { csv: fixture("hevy.csv"), weightUnit: "stone" })).json().error.fields,
    ).toHaveProperty("weightUnit");
    expect(
      (await preview(user, { csv: fixture("hevy.csv"), bodyWeightKg: 5000 })).json().error.fields,
    ).toHaveProperty("bodyWeightKg");
    expect((await ctx.call(workoutImportApi.preview, { body: { csv: "x" } })).statusCode).toBe(401);
  });

  it("refuses a set past an exercise's 50 on its own line, and keeps the workout's other sets", async () => {
    const user = await member();
    const header =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
    const sets = Array.from(
      { length: 51 },
      (_, i) => `2024-03-01 09:00:00,Volume,1h,Ring Muscle Up Negative,${i + 1},100,5,,,,,\n`,
    ).join("");
    const fine = "2024-03-02 09:00:00,Easy,30m,Squat (Barbell),1,100,5,,,,,\n";
    const body = (await preview(user, { csv: header + sets + fine, weightUnit: "kg" })).json();
    expect(body.workouts.map((w: { name: string; sets: number }) => [w.name, w.sets])).toEqual([
      ["Volume", 50],
      ["Easy", 1],
    ]);
    expect(body.errors).toEqual([{ line: 52, message: "an exercise holds at most 50 sets" }]);
    expect(
      (await importFile(user, { csv: header + sets + fine, weightUnit: "kg" })).json(),
    ).toMatchObject({ imported: 2, skipped: 0, errors: [{ line: 52 }] });
  });

  it("asks for a body weight when the user has none", async () => {
    const user = await createTestUser(ctx);
    expect((await preview(user, { csv: fixture("hevy.csv") })).json().needsBodyWeight).toBe(true);
    expect(
      (await importFile(user, { csv: fixture("hevy.csv") })).json().error.fields,
    ).toHaveProperty("bodyWeightKg");
    expect(
      (await importFile(user, { csv: fixture("hevy.csv"), bodyWeightKg: 70 })).json(),
    ).toMatchObject({ imported: 2 });
  });
});

describe("importing", () => {
  it("writes each workout with its sets, in the user's zone, and a second import adds nothing", async () => {
    const user = await member("Europe/Berlin");
    const response = await importFile(user, {
      csv: fixture("strong.csv"),
      weightUnit: "kg",
      distanceUnit: "km",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 3,
      skipped: 0,
      errors: [{ line: 11 }, { line: 13 }, { line: 15 }],
    });
    const list = await listOf(user, "2024-01-01", "2024-01-31");
    const push = list.find((w) => w.name === "Push Day")!;
    expect(push).toMatchObject({
      source: "strong",
      startedAt: "2024-01-15T07:30:00.000Z",
      endedAt: "2024-01-15T08:35:00.000Z",
    });
    expect(push.items.map((i) => i.exerciseId)).toEqual([
      "Barbell_Bench_Press_-_Medium_Grip",
      "Standing_Military_Press",
      expect.stringMatching(/^custom_/),
      "Plank",
    ]);
    expect(push.items[0]!.sets.map((s) => [s.kind, s.weightKg, s.reps, s.rpe])).toEqual([
      ["warmup", 40, 10, null],
      ["normal", 80, 8, 8],
      ["normal", 80, 7, 8.5],
      ["failure", 80, 5, 10],
    ]);
    const legs = list.find((w) => w.name === "Legs")!;
    expect(legs.items.find((i) => i.exerciseId === "activity_running")).toMatchObject({
      durationMin: 30,
      distanceM: 5200,
      sets: [],
    });

    const again = await importFile(user, {
      csv: fixture("strong.csv"),
      weightUnit: "kg",
      distanceUnit: "km",
    });
    expect(again.json()).toMatchObject({ imported: 0, skipped: 3 });
    expect(
      (await preview(user, { csv: fixture("strong.csv"), weightUnit: "kg" }))
        .json()
        .workouts.every((w: { duplicate: boolean }) => w.duplicate),
    ).toBe(true);
    expect(await listOf(user, "2024-01-01", "2024-01-31")).toHaveLength(3);
    const own = await ctx.db.select().from(exercises).where(eq(exercises.ownerId, user.id));
    expect(own).toMatchObject([
      {
        name: "Landmine Press (Barbell)",
        source: "custom",
        category: "strength",
        equipment: "barbell",
      },
    ]);
  });

  it("imports Hevy and FitNotes files too, and the older Strong layout", async () => {
    const user = await member();
    expect((await importFile(user, { csv: fixture("hevy.csv") })).json()).toMatchObject({
      imported: 2,
      skipped: 0,
    });
    expect(
      (await importFile(user, { csv: fixture("fitnotes.csv"), distanceUnit: "km" })).json(),
    ).toMatchObject({ imported: 2, errors: [{ line: 6 }, { line: 8 }] });
    expect((await importFile(user, { csv: fixture("strong-legacy.csv") })).json()).toMatchObject({
      imported: 1,
    });
    const hevy = (await listOf(user, "2024-01-15", "2024-01-15")).find((w) => w.source === "hevy")!;
    expect(hevy.items.map((i) => i.exerciseId)).toEqual([
      "Barbell_Bench_Press_-_Medium_Grip",
      "Wide-Grip_Lat_Pulldown",
      "Side_Lateral_Raise",
    ]);
    const fitnotes = (await listOf(user, "2024-01-16", "2024-01-16")).find(
      (w) => w.source === "fitnotes",
    )!;
    expect(fitnotes).toMatchObject({
      name: null,
      startedAt: null,
      items: [
        { exerciseId: "Barbell_Squat" },
        { exerciseId: "Running_Treadmill", distanceM: 5000, durationMin: 30 },
      ],
    });
  });

  it("keeps one user's custom exercises from another, who gets their own", async () => {
    const first = await member();
    const second = await member();
    await importFile(first, { csv: fixture("strong.csv"), weightUnit: "kg", distanceUnit: "km" });
    expect(
      (await preview(second, { csv: fixture("strong.csv"), weightUnit: "kg" })).json().newExercises,
    ).toEqual(["Landmine Press (Barbell)"]);
    await importFile(second, { csv: fixture("strong.csv"), weightUnit: "kg", distanceUnit: "km" });
    const firstOwn = await ctx.db.select().from(exercises).where(eq(exercises.ownerId, first.id));
    const secondOwn = await ctx.db.select().from(exercises).where(eq(exercises.ownerId, second.id));
    expect(firstOwn).toHaveLength(1);
    expect(secondOwn).toHaveLength(1);
    expect(secondOwn[0]!.id).not.toBe(firstOwn[0]!.id);
    const secondPush = (await listOf(second, "2024-01-15", "2024-01-15"))[0]!;
    expect(secondPush.items[2]!.exerciseId).toBe(secondOwn[0]!.id);
    const searched = await ctx.call(workoutsApi.exercises, {
      query: { q: "landmine" },
      cookie: second.cookie,
    });
    expect(searched.json().exercises.map((e: { id: string }) => e.id)).not.toContain(
      firstOwn[0]!.id,
    );
  });
});

describe("the plan's monthly workouts", () => {
  const header =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
  const fileOf = (dates: string[]) =>
    header +
    dates
      .map(
        (d, i) =>
          `${d} ${String(6 + (i % 12)).padStart(2, "0")}:00:00,Session ${i},45m,Squat (Barbell),1,100,5,,,,,\n`,
      )
      .join("");

  it("count imported workouts dated this month, not history", async () => {
    const user = await member();
    const today = new Date().toISOString().slice(0, 10);
    const history = Array.from(
      { length: 40 },
      (_, i) => `2023-03-${String((i % 28) + 1).padStart(2, "0")}`,
    );
    expect(
      (await importFile(user, { csv: fileOf(history), weightUnit: "kg" })).json(),
    ).toMatchObject({ imported: 40 });
    const thisMonth = Array.from({ length: 31 }, () => today);
    const refused = await importFile(user, { csv: fileOf(thisMonth), weightUnit: "kg" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("plan_limit");
    expect(await listOf(user, today, today)).toEqual([]);
    expect(
      (await importFile(user, { csv: fileOf(thisMonth.slice(0, 30)), weightUnit: "kg" })).json(),
    ).toMatchObject({ imported: 30 });
  });

  it("count an imported workout moved from history into this month, so re-dating cannot get round the limit", async () => {
    const user = await member();
    const today = new Date().toISOString().slice(0, 10);
    const history = Array.from(
      { length: 31 },
      (_, i) => `2023-04-${String((i % 28) + 1).padStart(2, "0")}`,
    );
    expect(
      (await importFile(user, { csv: fileOf(history), weightUnit: "kg" })).json(),
    ).toMatchObject({ imported: 31 });
    const imported = await listOf(user, "2023-04-01", "2023-04-30");
    const ids = (
      await ctx.db.select({ id: workouts.id }).from(workouts).where(eq(workouts.userId, user.id))
    ).map((r) => r.id);
    const redate = (id: string) =>
      ctx.call(workoutsApi.update, {
        params: { id },
        cookie: user.cookie,
        body: {
          date: today,
          items: [
            { exerciseId: "Barbell_Squat", durationMin: 45, sets: [{ reps: 5, weightKg: 100 }] },
          ],
        },
      });
    for (const id of ids.slice(0, 30)) expect((await redate(id)).statusCode).toBe(200);
    const refused = await redate(ids[30]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("plan_limit");
    expect(imported).toHaveLength(31);
  });
});

describe("files built to cost the server", () => {
  const header =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";

  it("refuse on their line an endless name, a duration past a day, and a 31st exercise, and take the rest", async () => {
    const user = await member();
    const moves = Array.from(
      { length: 31 },
      (_, i) => `2024-02-01 08:00:00,Wide,45m,Move ${i},1,10,5,,,,,`,
    );
    const csv =
      header +
      `2024-01-15 08:00:00,A,45m,${"(".repeat(200_000)},1,100,5,,,,,\n` +
      `2024-01-16 08:00:00,B,99999999999999999,Squat (Barbell),1,100,5,,,,,\n` +
      `2024-01-17 08:00:00,C,45m,Squat (Barbell),1,100,5,,,,,\n` +
      moves.join("\n") +
      "\n";
    // Matched against the name patterns, 200,000 "(" took minutes: refused on its line, it takes nothing.
    const response = await preview(user, { csv, weightUnit: "kg" });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { errors, workouts: found } = response.json<{
      errors: { line: number; message: string }[];
      workouts: { date: string; exercises: number }[];
    }>();
    expect(errors.map((e) => e.line)).toEqual([2, 3, 35]);
    expect(errors[0]!.message).toMatch(/longer than 100 characters/);
    expect(errors[1]!.message).toMatch(/longer than a day/);
    expect(errors[2]!.message).toMatch(/at most 30 exercises/);
    expect(found.map((w) => [w.date, w.exercises])).toEqual([
      ["2024-01-17", 1],
      ["2024-02-01", 30],
    ]);
  });
});

describe("two imports at once", () => {
  it("write the file once, with one custom exercise", async () => {
    const user = await member();
    const payload = { csv: fixture("strong.csv"), weightUnit: "kg", distanceUnit: "km" };
    const answers = await Promise.all([importFile(user, payload), importFile(user, payload)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Older workouts are written in short slices (imports/file-import.ts), so on a loaded machine the
    // two may take turns: each workout goes in once, whichever import wrote it.
    const tallies = answers.map((a) => a.json<{ imported: number; skipped: number }>());
    expect(tallies.reduce((sum, t) => sum + t.imported, 0)).toBe(3);
    for (const tally of tallies) expect(tally.imported + tally.skipped).toBe(3);
    expect(await listOf(user, "2024-01-01", "2024-01-31")).toHaveLength(3);
    expect(
      await ctx.db.select().from(exercises).where(eq(exercises.ownerId, user.id)),
    ).toHaveLength(1);
  });
});

describe("exporting", () => {
  it("writes the Strong layout in kg as an attachment, and importing it gives the same workouts and adds nothing twice", async () => {
    // A CSV download: plans with data_export, as the per-tracker files of Your data.
    const owner = await member("America/New_York", "Premium");
    await importFile(owner, { csv: fixture("strong.csv"), weightUnit: "lb", distanceUnit: "mi" });
    await importFile(owner, { csv: fixture("fitnotes.csv"), distanceUnit: "km" });
    const logged = await ctx.call(workoutsApi.log, {
      cookie: owner.cookie,
      body: {
        date: "2024-02-01",
        name: "Quick one",
        notes: "=cmd|' /C calc'!A0",
        items: [
          { exerciseId: "Barbell_Curl", durationMin: 10, sets: [{ reps: 10, weightKg: 30 }] },
        ],
      },
    });
    expect(logged.statusCode, logged.body).toBe(201);

    const exported = await ctx.call(workoutImportApi.exportCsv, { cookie: owner.cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^text\/csv/);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="vitalog-workouts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = exported.body;
    expect(csv.split("\r\n")[0]).toBe(
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
    );
    expect(csv).toContain(
      "2024-01-15 08:30:00,Push Day,1h 5m,Barbell Bench Press - Medium Grip,W,18.144,10,,,,",
    );
    expect(csv).toContain(",'=cmd|' /C calc'!A0,");

    // The owner's own export adds nothing back.
    expect(
      (await importFile(owner, { csv, weightUnit: "kg", distanceUnit: "km" })).json(),
    ).toMatchObject({ imported: 0, skipped: 6 });

    const other = await member("America/New_York");
    expect(
      (await importFile(other, { csv, weightUnit: "kg", distanceUnit: "km" })).json(),
    ).toMatchObject({ imported: 6, skipped: 0, errors: [] });
    expect(
      (await importFile(other, { csv, weightUnit: "kg", distanceUnit: "km" })).json(),
    ).toMatchObject({ imported: 0, skipped: 6 });
    const shape = (list: Awaited<ReturnType<typeof listOf>>) =>
      list
        .map((w) => ({
          date: w.date,
          name: w.name,
          startedAt: w.startedAt,
          items: w.items.map((i) => ({
            exerciseId: i.exerciseId.startsWith("custom_") ? "custom" : i.exerciseId,
            notes: i.notes,
            distanceM: i.distanceM,
            sets: i.sets,
          })),
        }))
        .sort((a, b) => `${a.date}${a.name}`.localeCompare(`${b.date}${b.name}`));
    const strip = (list: Awaited<ReturnType<typeof listOf>>) =>
      shape(list).map((w) => ({
        ...w,
        items: w.items.map((i) => ({
          ...i,
          sets: i.sets.map(({ kind, reps, weightKg, seconds, rpe }) => ({
            kind,
            reps,
            weightKg,
            seconds,
            rpe,
          })),
        })),
      }));
    expect(strip(await listOf(other, "2024-01-01", "2024-02-28"))).toEqual(
      strip(await listOf(owner, "2024-01-01", "2024-02-28")),
    );
  });

  it("is refused without data_export, with the plan-limit body the other CSVs answer", async () => {
    const free = await member();
    const response = await ctx.call(workoutImportApi.exportCsv, { cookie: free.cookie });
    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error.code).toBe("plan_limit");
    expect(error.details).toMatchObject({ limit: "data_export", value: 0, planName: "Free" });
    expect(error.details.upgrades.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["Premium", "Pro"]),
    );
    const tracker = await ctx.call(dataExportApi.workoutsCsv, { cookie: free.cookie });
    expect(error).toEqual(tracker.json().error);
  });

  it("needs a session", async () => {
    expect((await ctx.call(workoutImportApi.exportCsv)).statusCode).toBe(401);
  });
});

describe("a large file", () => {
  it("is taken up to its limit of lines", async () => {
    const user = await member();
    const header =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\r\n";
    // 40 sets a workout, one workout a day from 2015 on: up to the 50,000 lines, about 4 MB.
    const line = (i: number) => {
      const day = new Date(Date.UTC(2015, 0, 1 + Math.floor(i / 40))).toISOString().slice(0, 10);
      return `${day} 08:00:00,"Day ${Math.floor(i / 40)}",1h,"Squat (Barbell)",${(i % 40) + 1},100,5,0,0,"","",\r\n`;
    };
    let csv = header;
    let rows = 0;
    while (csv.length < 4_000_000 && rows < IMPORT_FILE_LIMITS.workouts.maxRows)
      csv += line(rows++);
    const response = await preview(user, { csv, weightUnit: "kg" });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().counts.workouts).toBe(Math.ceil(rows / 40));
  });
});
