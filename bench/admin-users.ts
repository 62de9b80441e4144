/**
 * User Management list benchmark: `npx tsx bench/admin-users.ts` (PGlite in memory) or with
 * DATABASE_URL set (a PostgreSQL server; use a scratch database). Seeds 100,000 users in SQL, then
 * times the real listUsers (keyset page + counts) for the first, middle and last page, with the
 * status filter and with a search, and prints the median of 15 runs each. The reference, timed in the
 * same run, is the naive way to the same rows: OFFSET paging, and for the searches one OR across
 * the join instead of the two indexed lookups; the ratio is ours / reference (below 1 is faster).
 */
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { listUsers, selectUsers } from "../src/server/admin-users/list";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { queryRows } from "../src/server/db/sql";
import { profiles, users } from "../src/server/db/schema";
import { seedPlans } from "../src/server/plans/seed";

const USERS = 100_000;
const PAGE = 25;
const RUNS = 15;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrateDatabase(database);
await seedPlans(database.db);
const { db } = database;

const started = Date.now();
await db.execute(sql`
  insert into users (id, email, password_hash, created_at)
  select md5('bench' || i)::uuid, 'bench-user-' || i || '@example.com', 'not-a-hash', now() - (i * interval '3 minutes')
  from generate_series(1, ${USERS}) as i
  on conflict do nothing`);
await db.execute(sql`
  insert into profiles (id, first_name, last_name, birthday, plan_id, status, last_active_at, created_at)
  select md5('bench' || i)::uuid,
    (array['Ada','Ben','Cleo','Dan','Eve','Finn','Gus','Hana','Ivan','Jo'])[1 + i % 10],
    (array['Smith','Jones','Brown','Khan','Garcia','Novak','Silva','Mori','Okafor','Lee'])[1 + (i / 10) % 10] || (i % 997),
    '1990-01-01',
    (select id from plans order by sort_order offset (i % 3) limit 1),
    (case when i % 20 = 0 then 'suspended' when i % 10 = 0 then 'inactive' else 'active' end),
    now() - ((i % 60) * interval '1 day'),
    now() - (i * interval '3 minutes')
  from generate_series(1, ${USERS}) as i
  on conflict do nothing`);
await db.execute(sql`analyze profiles`);
await db.execute(sql`analyze users`);
console.log(`seeded ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** The cursor listUsers would hand out after `offset` rows (so the middle page need not be walked to). */
async function cursorAt(offset: number, status?: string): Promise<string | undefined> {
  if (offset === 0) return undefined;
  const [row] = await queryRows<{ at: string; id: string }>(
    db,
    sql`select created_at::text as at, id from profiles ${status ? sql`where status = ${status}` : sql``}
        order by created_at desc, id desc offset ${offset - 1} limit 1`,
  );
  return Buffer.from(JSON.stringify([row!.at, row!.id])).toString("base64url");
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

type Filter = { status: "all" | "active" | "inactive" | "suspended"; q?: string };

/** The same page and counts as listUsers, reached the naive way (OFFSET, one OR for the search). */
async function naivePage(filter: Filter, offset: number) {
  const status = filter.status === "all" ? undefined : eq(profiles.status, filter.status);
  const search = filter.q
    ? or(
        ilike(users.email, `%${filter.q}%`),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, `%${filter.q}%`),
      )
    : undefined;
  const where = and(status, search);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE + 1)
    .offset(offset);
  await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(where);
  return rows;
}

async function report(label: string, filter: Filter, matching: number) {
  const lastOffset = Math.max(0, Math.floor((matching - 1) / PAGE) * PAGE);
  const middleOffset = Math.floor(matching / 2 / PAGE) * PAGE;
  const status = filter.status === "all" ? undefined : filter.status;
  const figures: string[] = [];
  for (const [name, offset] of [
    ["first", 0],
    ["middle", middleOffset],
    ["last", lastOffset],
  ] as const) {
    if (filter.q && name !== "first") continue;
    const cursor = await cursorAt(offset, status);
    const ours = await median(async () => {
      const page = await listUsers(db, { ...filter, cursor, limit: PAGE });
      if (page.users.length === 0) throw new Error(`empty ${name} page`);
    });
    const naive = await median(async () => {
      if ((await naivePage(filter, offset)).length === 0)
        throw new Error(`empty naive ${name} page`);
    });
    figures.push(
      `${name} ${ours.toFixed(1)} ms vs ${naive.toFixed(1)} ms (${(ours / naive).toFixed(2)}x)`,
    );
  }
  console.log(`${label.padEnd(28)} ${figures.join(", ")}`);
}

const [counts] = await queryRows<{ all: number; suspended: number }>(
  db,
  sql`select count(*)::int as all, (count(*) filter (where status = 'suspended'))::int as suspended from profiles`,
);
console.log(
  `${database.kind}: median of ${RUNS} runs of listUsers (page of ${PAGE} plus counts) vs the naive query, ratio ours/naive`,
);
await report("all users", { status: "all" }, counts!.all);
await report("status = suspended", { status: "suspended" }, counts!.suspended);
await report("search 'okafor12' (first)", { status: "all", q: "okafor12" }, 0);
await report("search e-mail 'user-4242@'", { status: "all", q: "user-4242@" }, 0);
await database.close();
