import fc from "fast-check";
import type { KnownIds } from "./fuzz-ids";
import { addDays, isoDateOf } from "../../domain/calendar";

/** The part of JSON Schema that z.toJSONSchema writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * A number literal JSON.stringify cannot write (1e400 parses to Infinity, 2^64 loses digits): kept
 * as a marked string in the value and written raw into the body text by jsonText.
 */
const RAW = "\u0001raw:";
export const jsonText = (value: unknown): string =>
  JSON.stringify(value)?.replace(/"\\u0001raw:([^"]*)"/g, "$1") ?? "";

/** Strings that broke servers before: dates that do not exist, numbers past every range, NUL, path tricks. */
export const NASTY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "99999999999999999999",
  "9223372036854775808",
  "2147483648",
  "-2147483649",
  "0x10",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "0000-01-01",
  "9999-12-31",
  "275760-09-14",
  "-000001-01-01",
  "2026-02-28T25:61:00Z",
  "1970-01-01T00:00:00.000Z",
  "2026-1-1",
  "20260101",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "not-a-uuid",
  "00000000-0000-4000-8000-00000000000g",
  "a\u0000b",
  "\u0000",
  "\ud800",
  "é\u0301",
  "👩‍👩‍👧‍👦",
  "\u202e",
  "../../etc/passwd",
  "%2e%2e%2f",
  "' OR 1=1 --",
  "\\",
  "%",
  "%00",
  "a@b",
  "@",
  "x".repeat(257),
  "Europe/Nowhere",
  "+14:00",
  "UTC",
  "__proto__",
  "constructor",
];

const RAW_NUMBERS = [
  "1e400",
  "-1e400",
  "18446744073709551616",
  "1e-400",
  "-0",
  "123456789012345678901234567890.5",
];

/** A string a careless parser, cast or column would trip on. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_001, 10_001, 100_001).map((n) => "é".repeat(n)) },
);

/**
 * Numbers at the edges of PostgreSQL's columns: `real` (float4) underflows below about 1.4e-45 and
 * overflows past 3.4e38, `integer` (int4) ends at 2^31 - 1. JSON carries all of them, and a schema
 * that admits one leaves the database to refuse it with an error that names no field.
 */
const COLUMN_EDGE_NUMBERS = [
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  1e-300,
  1e-46,
  1e-40,
  1e-7,
  3.5e38,
  1e39,
  -1e39,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  3e9,
];
const COLUMN_EDGE_INTEGERS = COLUMN_EDGE_NUMBERS.filter(Number.isInteger);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -0.5, 1e308, -1e308, 2 ** 53 + 2, 1e21, ...COLUMN_EDGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.constantFrom(...RAW_NUMBERS).map((n) => `${RAW}${n}`),
);

/** Any JSON value a client could send where another was expected, up to a few levels deep. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.constantFrom(true, false, null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("__proto__", "constructor", "prototype"),
      ),
      tie("value"),
      { maxKeys: 4 },
    ),
  ),
})).value;

const day = (offset: number) => addDays(isoDateOf(Date.now()), offset);
const recentDate = fc.integer({ min: -800, max: 30 }).map(day);

/** The fuzz callers' password, so a near-valid body that asks for it (account deletion, a new password) can get through. */
export const FUZZ_PASSWORD = "Fuzzy-Lantern-42!";

/** Names our contracts give dates and e-mails whose schemas are refinements JSON Schema cannot show. */
function stringByName(name: string): fc.Arbitrary<string> | undefined {
  if (/date$|^date|^birthday$|^from$|^to$/i.test(name))
    return name === "birthday" ? fc.constantFrom("1990-05-17", "2012-01-01", day(-1)) : recentDate;
  if (/email/i.test(name))
    return fc.constantFrom("fuzz@example.com", "staff@vitalog.app", "nobody@nowhere.test");
  if (/password/i.test(name))
    return fc.constantFrom(FUZZ_PASSWORD, "Other-Quiet-Lake-17!", "short");
  if (/timezone/i.test(name)) return fc.constantFrom("Europe/Paris", "America/New_York", "UTC");
  if (/token/i.test(name)) return fc.string({ minLength: 20, maxLength: 64, unit: "binary-ascii" });
  return undefined;
}

/**
 * A value the schema accepts, or nearly: refinements JSON Schema cannot express (a real date, a
 * strong password) are met by name where they can be. Id and e-mail fields mostly take ones that exist, so a uuid
 * field often names one and the request reaches the code behind the lookup.
 */
export function validValue(schema: JsonSchema, known: KnownIds, name = ""): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => validValue(s, known, name)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((s) => validValue(s, known, name)))
      .map((parts) => Object.assign({}, ...parts) as unknown);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return objectValue(schema, known);
    case "array": {
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, known, name), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 4, minLength + 3),
      });
    }
    case "string":
      return stringValue(schema, known, name);
    case "integer":
    case "number":
      return numberValue(schema, type === "integer");
    case "boolean":
      // Terms a form makes one accept are accepted, or every sign-up stops there.
      return name.startsWith("accept") ? fc.constant(true) : fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return nastyValue;
  }
}

function objectValue(schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validValue(s, known, key)]),
  );
  const record = fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
  // A confirmation repeats the password, as a form sends it; a mismatch is one refusal we need not reach.
  return record.map((value: Record<string, unknown>) =>
    "confirmPassword" in value
      ? { ...value, confirmPassword: value.newPassword ?? value.password }
      : value,
  );
}

function stringValue(schema: JsonSchema, known: KnownIds, name: string): fc.Arbitrary<string> {
  const generated = generatedString(schema, name);
  const existing =
    /^id$|Id$/.test(name) || schema.format === "uuid"
      ? known.forField(name)
      : /email/i.test(name)
        ? known.emails
        : [];
  return existing.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...existing) },
        { weight: 1, arbitrary: generated },
      )
    : generated;
}

function generatedString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid({ version: 4 });
  if (schema.format === "date") return recentDate;
  if (schema.format === "email") return fc.constantFrom("fuzz@example.com", "staff@vitalog.app");
  if (schema.format === "date-time") return recentDate.map((d) => `${d}T12:00:00.000Z`);
  const byName = stringByName(name);
  if (byName) return byName;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 30, minLength + 30) });
}

/**
 * Mostly whole numbers, as people type them; now and then any double in range, and a column's edge
 * (5e-324, 1e39, 2^31) the schema's own bounds let through, which only the contract can refuse on its field.
 */
function numberValue(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? min + 10_000, min + 1e6);
  const low = Math.ceil(min) + (schema.exclusiveMinimum === Math.ceil(min) ? 1 : 0);
  const high = Math.floor(max) - (schema.exclusiveMaximum === Math.floor(max) ? 1 : 0);
  const whole = fc.integer({ min: low, max: Math.max(low, high) });
  const edges = (isInteger ? COLUMN_EDGE_INTEGERS : COLUMN_EDGE_NUMBERS).filter((n) =>
    isWithinBounds(schema, n),
  );
  const edge = edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : [];
  if (isInteger) return fc.oneof({ weight: 3, arbitrary: whole }, ...edge);
  const anyDouble = fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
  });
  return fc.oneof({ weight: 3, arbitrary: whole }, { weight: 1, arbitrary: anyDouble }, ...edge);
}

/** Whether `n` is inside the bounds the schema declares (not the ones numberValue makes up for unbounded ones). */
function isWithinBounds(schema: JsonSchema, n: number): boolean {
  return (
    (schema.minimum === undefined || n >= schema.minimum) &&
    (schema.maximum === undefined || n <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum)
  );
}
