import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { pgliteDatabaseOf, startPglite, type Database } from "../db/client";

/**
 * Opening a clone of the template (unpacking ~28 MB into PGlite's in-memory file system, then starting
 * PostgreSQL) was the largest fixed cost of a test file. The files of one worker run one after another
 * (vitest's isolate: false), so each worker keeps its PGlite and hands the next file the template's
 * state again: a statement trigger copies a table the first time anything writes to it, and marks it
 * written; the next checkout puts back only the written tables, and every sequence.
 *
 * The restore runs when the next file checks the database out, not when this one closes it: a write
 * the closed app still had in flight lands before the restore and is wiped with the rest.
 */
const SETUP = `
create schema test_snapshot;
create table test_snapshot.kept (name text primary key);
create table test_snapshot.written (name text primary key);
create table test_snapshot.sequences as
  select schemaname, sequencename, start_value, last_value from pg_sequences;

create function test_snapshot.keep() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from test_snapshot.kept where name = tg_table_name) then
    execute format('create table test_snapshot.%I as table public.%I', tg_table_name, tg_table_name);
    insert into test_snapshot.kept values (tg_table_name);
  end if;
  insert into test_snapshot.written values (tg_table_name) on conflict do nothing;
  return null;
end $$;

-- Foreign keys and the app's own triggers are off while rows go back (session_replication_role):
-- the kept copies are consistent as a whole, not table by table in restore order.
create function test_snapshot.restore() returns void language plpgsql as $$
declare
  table_name text;
  columns text;
begin
  set local session_replication_role = replica;
  for table_name in select name from test_snapshot.written loop
    select string_agg(quote_ident(attname), ', ' order by attnum) into columns
      from pg_attribute
      where attrelid = format('public.%I', table_name)::regclass
        and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('delete from public.%I', table_name);
    execute format(
      'insert into public.%I (%s) overriding system value select %s from test_snapshot.%I',
      table_name, columns, columns, table_name);
  end loop;
  delete from test_snapshot.written;
  perform setval(format('%I.%I', schemaname, sequencename)::regclass,
                 coalesce(last_value, start_value), last_value is not null)
    from test_snapshot.sequences;
end $$;

do $$
declare table_name text;
begin
  for table_name in select tablename from pg_tables where schemaname = 'public' loop
    execute format(
      'create trigger test_snapshot_keep before insert or update or delete or truncate on public.%I '
      'for each statement execute function test_snapshot.keep()', table_name);
  end loop;
end $$;
`;

interface Pooled {
  client: PGlite;
  templateFile: string;
}

const idle: Pooled[] = [];

/** A database in the state of `templateFile`'s dump, reusing one this worker has already started. */
export async function checkOutPglite(templateFile: string): Promise<Database> {
  const index = idle.findIndex((pooled) => pooled.templateFile === templateFile);
  const pooled = index >= 0 ? idle.splice(index, 1)[0]! : await startPooled(templateFile);
  if (index >= 0) await pooled.client.query("select test_snapshot.restore()");
  const database = pgliteDatabaseOf(pooled.client);
  let checkedIn = false;
  return {
    ...database,
    close: async () => {
      if (checkedIn) return;
      checkedIn = true;
      idle.push(pooled);
    },
  };
}

async function startPooled(templateFile: string): Promise<Pooled> {
  const client = await startPglite("memory://", new Blob([readFileSync(templateFile)]));
  await client.exec(SETUP);
  return { client, templateFile };
}
