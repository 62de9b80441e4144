/**
 * Response serialisation, in the same run: `npm run bench:serialize`. Three real response payloads
 * (a diary day of GET /api/meals?date= with 9 entries, GET /api/dashboard, a 50-row page of
 * GET /api/admin/users) serialised by:
 *
 * - zod: the serializer fastify-type-provider-zod compiles (safeEncode, then JSON.stringify), which is
 *   what app.ts uses: it strips unknown keys and refuses a payload that does not match;
 * - fjs: fast-json-stringify compiled from z.toJSONSchema(schema, draft-07, io "output"). It drops
 *   unknown keys but checks almost nothing else (a string where a number belongs goes out coerced),
 *   so alone it is not a correct replacement;
 * - ajv+fjs: the cheapest correct pairing with it: ajv compiled from the same JSON schema refuses a
 *   mismatch, then fast-json-stringify writes;
 * - zod+fjs: zod's safeParse refuses a mismatch, fast-json-stringify writes;
 * - JSON.stringify: the floor, with no stripping and no check.
 *
 * Prints the median ops/s of ROUNDS rounds (variants interleaved in each round, so drift hits all
 * alike), each variant's ratio to zod (above 1 is faster), and the serializer's time per request as
 * a share of the ~2.2 ms one diary-day request costs under bench:http on PostgreSQL (~450 req/s).
 * Every variant's output is first checked to parse to the same JSON as zod's.
 */
import { isDeepStrictEqual } from "node:util";
import { Ajv } from "ajv";
import fastJson from "fast-json-stringify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AdminUser, UserListResponse as UserList } from "../src/contract/admin-users";
import { UserListResponse } from "../src/contract/admin-users";
import { Dashboard } from "../src/contract/dashboard";
import { DiaryDay, type MealEntry, type Totals } from "../src/contract/meals";
import { NUTRIENT_KEYS } from "../src/domain/nutrition";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 250);
/** bench:http's diary day on PostgreSQL: ~450 req/s, one request at a time per connection. */
const DIARY_REQUEST_MS = 2.2;

type Serialize = (data: unknown) => string;

const nutrients = (seed: number) =>
  Object.fromEntries(
    NUTRIENT_KEYS.map((key, i) => [
      key,
      i % 5 === 4 ? null : Math.round((seed * 37.3 + i * 11.7) % 400) / 10 + 0.1,
    ]),
  );
const totals = (seed: number): Totals => ({
  totals: Object.fromEntries(
    NUTRIENT_KEYS.map((key, i) => [key, Math.round(seed * 93.1 + i * 7.9) / 10]),
  ) as Totals["totals"],
  unknownCount: Object.fromEntries(
    NUTRIENT_KEYS.map((key, i) => [key, (seed + i) % 3]),
  ) as Totals["unknownCount"],
  count: 2 + (seed % 3),
});
/** The i-th of `list`, round and round. */
const nth = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const uuid = (i: number) => `0b7f${String(i).padStart(4, "0")}-1c2d-4e5f-8a9b-0c1d2e3f4a5b`;
const MEALS = ["breakfast", "lunch", "dinner", "snacks"] as const;
const KINDS = ["usda", "custom", "recipe", "quick"] as const;

function diaryDay(): DiaryDay {
  const entries: MealEntry[] = Array.from({ length: 9 }, (_, i) => {
    const kind = nth(KINDS, i);
    return {
      id: uuid(i),
      date: "2026-11-24",
      meal: nth(MEALS, i),
      kind,
      foodId: kind === "usda" ? String(10_000 + i * 131) : null,
      customFoodId: kind === "custom" ? uuid(100 + i) : null,
      recipeId: kind === "recipe" ? uuid(200 + i) : null,
      name: nth(
        ["Oats, rolled, dry", "Greek yoghurt, plain", "Chicken breast, roasted", "Quick add"],
        i,
      ),
      quantity: 40 + i * 12.5,
      unit: kind === "recipe" ? "serving" : i % 2 ? "g" : "portion",
      portionSeq: i % 2 ? null : 1,
      unitLabel: i % 2 ? "g" : "cup (80 g)",
      grams: kind === "quick" ? null : 40 + i * 12.5,
      servings: kind === "recipe" ? 1.5 : null,
      nutrients: nutrients(i) as MealEntry["nutrients"],
    };
  });
  return {
    date: "2026-11-24",
    today: "2026-11-24",
    entries,
    meals: { breakfast: totals(1), lunch: totals(2), dinner: totals(3), snacks: totals(4) },
    day: totals(10),
    limit: { used: 9, max: 50 },
    targets: { energyKcal: 2000, proteinG: 75, carbsG: 250, fatG: 67 },
  };
}

function dashboard(): Dashboard {
  return {
    date: "2026-11-24",
    needsGoalSetup: false,
    unitSystem: "metric",
    weightUnit: "kg",
    goals: { caloriesKcal: 2100, proteinG: 130, carbsG: 230, fatG: 70, fiberG: 30, waterMl: 2500 },
    food: {
      caloriesKcal: 1432.5,
      proteinG: 88.2,
      carbsG: 160.4,
      fatG: 51.9,
      fiberG: 21.3,
      entryCount: 9,
    },
    exerciseKcal: 310,
    caloriesRemaining: 977.5,
    water: { totalMl: 1500, goalMl: 2500 },
    weight: {
      latest: { date: "2026-11-23", weightKg: 81.4 },
      trendKg: 81.73,
      weeklyRateKg: -0.42,
      bmi: { scale: "adult", value: 25.1, category: "overweight" },
      goal: {
        goalWeightKg: 76,
        startKg: 88,
        remainingKg: 5.4,
        estimate: { status: "on_track", date: "2027-02-14", weeks: 12 },
      },
    },
    streak: { days: 17, isTodayLogged: true },
  };
}

function adminUsers(): UserList {
  const users: AdminUser[] = Array.from({ length: 50 }, (_, i) => ({
    id: uuid(1000 + i),
    firstName: nth(["Ada", "Ben", "Cleo", "Dan", "Eve"], i),
    lastName: `Novak${i}`,
    email: `bench-user-${i}@example.com`,
    status: i % 20 === 0 ? "suspended" : i % 10 === 0 ? "inactive" : "active",
    planId: i % 3 ? uuid(9000 + (i % 3)) : null,
    planName: i % 3 ? nth(["Basic", "Premium"], i) : null,
    planStatus: "active",
    priceMonthly: i % 3 ? 999 : null,
    lastActiveAt: i % 7 ? "2026-11-20T08:14:03.120Z" : null,
    activityStatus: i % 7 ? "active" : "never",
    daysSinceLastActive: i % 7 ? i % 30 : null,
    daysSinceSignup: 40 + i,
    createdAt: "2026-10-01T12:00:00.000Z",
    staffLevel: i === 0 ? 100 : null,
    hasTwoFactor: i % 4 === 0,
  }));
  return {
    users,
    matching: 100_000,
    totalUsers: 100_000,
    activeUsers: 85_000,
    nextCursor: "eyJjcmVhdGVkQXQiOiIyMDI2LTEwLTAxIn0",
  };
}

const ajv = new Ajv({ allErrors: false, strict: false });

/** zod first: it is the reference the others are checked and compared against. */
function variants(schema: z.ZodType, url: string): [[string, Serialize], ...[string, Serialize][]] {
  const json = z.toJSONSchema(schema, { target: "draft-07", io: "output" });
  const fjs = fastJson(json as Parameters<typeof fastJson>[0]);
  const check = ajv.compile(json);
  return [
    ["zod", serializerCompiler({ schema, method: "GET", url })],
    ["fjs", fjs],
    [
      "ajv+fjs",
      (data) => {
        if (!check(data)) throw new Error("does not match");
        return fjs(data);
      },
    ],
    [
      "zod+fjs",
      (data) => {
        const result = schema.safeParse(data);
        if (!result.success) throw result.error;
        return fjs(result.data);
      },
    ],
    ["JSON.stringify", (data) => JSON.stringify(data)],
  ];
}

/** Calls per second of `serialize(data)` over about ROUND_MS. */
function opsPerSecond(serialize: Serialize, data: unknown): number {
  let calls = 0;
  let sink = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 100; i++) sink += serialize(data).length;
    calls += 100;
    elapsed = performance.now() - started;
  }
  if (sink === 0) throw new Error("nothing serialised");
  return (calls * 1000) / elapsed;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const payloads: [string, z.ZodType, string, unknown][] = [
  ["diary day (9 entries)", DiaryDay, "/api/meals", diaryDay()],
  ["dashboard", Dashboard, "/api/dashboard", dashboard()],
  ["admin users (50 rows)", UserListResponse, "/api/admin/users", adminUsers()],
];

/**
 * What each variant does with a response that breaks its schema: zod refuses all of these, and a
 * replacement must too. The numbers above are worth nothing for a variant that sends any of them.
 */
function misfits(): [string, z.ZodType, unknown][] {
  const day = diaryDay();
  const withSecret = {
    ...day,
    entries: day.entries.map((entry, i) => (i ? entry : { ...entry, userId: uuid(7) })),
  };
  const users = adminUsers();
  return [
    ["unknown key (entry.userId)", DiaryDay, withSecret],
    ["string for a number", DiaryDay, { ...day, limit: { used: "9", max: 50 } }],
    ["number for a string", DiaryDay, { ...day, today: 20261124 }],
    ["Infinity for a number", DiaryDay, { ...day, limit: { used: Infinity, max: 50 } }],
    ["NaN for a number", DiaryDay, { ...day, limit: { used: NaN, max: 50 } }],
    [
      "fraction for an int",
      UserListResponse,
      { ...users, users: [{ ...users.users[0], priceMonthly: 9.99 }] },
    ],
    [
      "Date for a string",
      UserListResponse,
      { ...users, users: [{ ...users.users[0], createdAt: new Date(0) }] },
    ],
  ];
}

function describe(serialize: Serialize, data: unknown, zodSays: string | null): string {
  try {
    const sent = serialize(data);
    if (zodSays !== null && sent === zodSays) return "same as zod";
    return sent.includes('"userId"') ? "SENDS the unknown key" : "SENDS a wrong value";
  } catch {
    return "refused";
  }
}

console.log(
  `node ${process.version}, ${ROUNDS} rounds of ${ROUND_MS} ms per variant, median ops/s\n`,
);
for (const [name, schema, url, data] of payloads) {
  const candidates = variants(schema, url);
  const reference = candidates[0][1](data);
  for (const [variant, serialize] of candidates) {
    // Key order may differ (zod and fast-json-stringify write the schema's, JSON.stringify the object's).
    if (!isDeepStrictEqual(JSON.parse(serialize(data)), JSON.parse(reference)))
      throw new Error(`${name}: ${variant} writes other JSON than zod`);
  }
  const samples = new Map(candidates.map(([variant]) => [variant, [] as number[]]));
  for (const [, serialize] of candidates) opsPerSecond(serialize, data); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [variant, serialize] of candidates)
      samples.get(variant)!.push(opsPerSecond(serialize, data));
  }
  const zodOps = median(samples.get("zod")!);
  console.log(`${name}: ${reference.length} bytes`);
  for (const [variant] of candidates) {
    const ops = median(samples.get(variant)!);
    const microseconds = 1e6 / ops;
    const share = (microseconds / 1000 / DIARY_REQUEST_MS) * 100;
    console.log(
      `  ${variant.padEnd(15)} ${Math.round(ops).toLocaleString("en").padStart(10)} ops/s  ×${(ops / zodOps).toFixed(2).padEnd(6)}` +
        ` ${microseconds.toFixed(1).padStart(7)} µs = ${share.toFixed(2)}% of a ${DIARY_REQUEST_MS} ms request`,
    );
  }
}

console.log("\nA response that breaks its schema (zod refuses; the unknown key it strips):");
for (const [name, schema, data] of misfits()) {
  const candidates = variants(schema, "/misfit");
  let zodSays: string | null = null;
  try {
    zodSays = candidates[0][1](data);
  } catch {
    zodSays = null;
  }
  console.log(
    `  ${name}: ${candidates.map(([variant, serialize]) => `${variant} ${describe(serialize, data, zodSays)}`).join("; ")}`,
  );
}
