import fc from "fast-check";
import { z } from "zod";
import type { KnownIds } from "./fuzz-ids";
import type { FuzzRoute } from "./fuzz-routes";
import { jsonText, nastyString, nastyValue, validValue, type JsonSchema } from "./fuzz-values";

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The JSON Schema of a zod input schema, as the client sees it (before transforms and defaults). */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema
    ? (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema)
    : undefined;
}

/** A part of a request, as the route expects it and broken. */
interface Part<T> {
  valid: fc.Arbitrary<T>;
  broken: fc.Arbitrary<T>;
}
type Body = Pick<FuzzRequest, "headers" | "payload">;

/**
 * Requests for one route: mostly valid but for one part (body, query or path), as most bugs hide
 * behind validation and a request wrong everywhere stops at the first check; some valid
 * throughout, some wrong throughout.
 */
export function fuzzRequest(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const path = pathPart(route, ids);
  const query = queryPart(jsonSchemaOf(route.querystring), ids);
  const hasBody = BODY_METHODS.has(route.method);
  const body = hasBody
    ? bodyPart(jsonSchemaOf(route.body), ids)
    : { valid: fc.constant({ headers: {} }), broken: fc.constant({ headers: {} }) };
  const request = (p: fc.Arbitrary<string>, q: fc.Arbitrary<string>, b: fc.Arbitrary<Body>) =>
    fc
      .tuple(p, q, b)
      .map(([p, q, b]) => ({ method: route.method, url: q ? `${p}?${q}` : p, ...b }));
  return fc.oneof(
    { weight: 2, arbitrary: request(path.valid, query.valid, body.valid) },
    { weight: hasBody ? 4 : 0, arbitrary: request(path.valid, query.valid, body.broken) },
    { weight: 1, arbitrary: request(path.valid, query.broken, body.valid) },
    {
      weight: /[:*]/.test(route.path) ? 2 : 0,
      arbitrary: request(path.broken, query.valid, body.valid),
    },
    { weight: 1, arbitrary: request(path.broken, query.broken, body.broken) },
  );
}

// ---------------------------------------------------------------- bodies

const JSON_TYPE = { "content-type": "application/json" };
const INVALID_JSON = [
  "{",
  '{"a":',
  "nul",
  "{'a':1}",
  "{a:1}",
  "[1,]",
  '{"a":1}}',
  "\ufeff{}",
  "NaN",
  "\u0000",
  '"\\ud800"',
  "{}".repeat(3),
];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json-patch+json",
  "application/jsonx",
  "application/json; charset=utf-16",
  "*/*",
  "application",
];

function bodyPart(schema: JsonSchema | undefined, ids: KnownIds): Part<Body> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): Body => ({ headers: JSON_TYPE, payload: jsonText(v) }));
  const valid = schema ? json(validValue(schema, ids)) : fc.constant<Body>({ headers: {} });
  const broken = fc.oneof(
    ...(schema
      ? [
          {
            weight: 4,
            arbitrary: json(
              fc.tuple(validValue(schema, ids), mutation).map(([v, m]) => mutate(v, m)),
            ),
          },
        ]
      : []),
    { weight: 2, arbitrary: json(nastyValue) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...INVALID_JSON)
        .map((payload): Body => ({ headers: JSON_TYPE, payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), fc.oneof(nastyString, nastyValue.map(jsonText)))
        .map(([type, payload]): Body => ({ headers: { "content-type": type }, payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>({ headers: JSON_TYPE, payload: "" }, { headers: {} }),
    },
  );
  return { valid, broken };
}

interface Mutation {
  at: number;
  op: "replace" | "remove" | "pollute" | "wrap";
  noise: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom("replace", "remove", "pollute", "wrap"),
  noise: nastyValue,
});

/** Every place in a JSON value, as key paths: the root, each property, each array item. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      places.push(...placesIn(child, [...path, Array.isArray(value) ? Number(key) : key]));
  }
  return places;
}

/** Breaks one place of a valid value: another type there, the key gone, a poisoned key beside it, or it wrapped in an array. */
function mutate(valid: unknown, { at, op, noise }: Mutation): unknown {
  type Node = Record<string | number, unknown>;
  const root: Node = { value: structuredClone(valid) };
  const places = placesIn(root.value);
  const path = ["value", ...places[at % places.length]!];
  const key = path.pop()!;
  const parent = path.reduce((node, k) => node[k] as Node, root);
  if (op === "replace") parent[key] = noise;
  if (op === "wrap") parent[key] = [parent[key]];
  if (op === "remove") {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  }
  if (op === "pollute") {
    const target = parent[key] && typeof parent[key] === "object" ? parent[key] : parent;
    // defineProperty, as assigning __proto__ would set the prototype instead of adding a key JSON shows.
    for (const name of ["__proto__", "constructor", "zz_unknown"]) {
      Object.defineProperty(target, name, {
        value: { prototype: { isAdmin: true }, isAdmin: true, noise },
        enumerable: true,
      });
    }
  }
  return root.value;
}

// ---------------------------------------------------------------- queries

const RAW_QUERY = [
  "%",
  "%E0%A4%A",
  "a=%00",
  "&&&",
  "=x",
  "a[b]=1",
  "a[]=1&a[]=2",
  "page=1&page=2",
  "cursor=%FF%FE",
  "q",
];

const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );

const asQueryValue = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

function queryPart(schema: JsonSchema | undefined, ids: KnownIds): Part<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const pairs = (record: Record<string, unknown>) =>
    Object.entries(record).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(asQueryValue(item))}`),
    );
  const wrong = fc.record({
    key:
      keys.length > 0
        ? fc.constantFrom(...keys, "__proto__", "zz")
        : fc.constantFrom("page", "cursor", "date", "q", "__proto__"),
    value: fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 })),
  });
  const valid = schema
    ? (validValue(schema, ids) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  return {
    valid: valid.map((record) => pairs(record).join("&")),
    broken: fc.oneof(
      fc
        .tuple(valid, wrong)
        .map(([record, { key, value }]) => pairs({ ...record, [key]: value }).join("&")),
      fc.constantFrom(...RAW_QUERY),
    ),
  };
}

// ---------------------------------------------------------------- path parameters

const RAW_SEGMENTS = [
  "%2F",
  "a%2Fb",
  "..%2F..",
  "%00",
  "%",
  "%ZZ",
  "%C0%AE",
  "x".repeat(3000),
  "%F0%9F%92%A9",
  "1e400",
  "-1",
  "0",
];

function pathPart(route: FuzzRoute, ids: KnownIds): Part<string> {
  const properties = jsonSchemaOf(route.params)?.properties ?? {};
  // validValue takes existing ids for a parameter named id or ...Id, as for a body field.
  const validSegment = (name: string) =>
    (properties[name] ? validValue(properties[name], ids, name) : nastyString).map((v) =>
      encode(String(v)),
    );
  const brokenSegment = () => fc.oneof(nastyString.map(encode), fc.constantFrom(...RAW_SEGMENTS));
  const parts = route.path.split(/(:\w+|\*)/);
  const fill = (segment: (name: string) => fc.Arbitrary<string>) =>
    fc
      .tuple(
        ...parts.map((part) =>
          part === "*"
            ? fc.array(segment("*"), { maxLength: 3 }).map((s) => s.join("/"))
            : part.startsWith(":")
              ? segment(part.slice(1))
              : fc.constant(part),
        ),
      )
      .map((filled) => filled.join(""));
  return { valid: fill(validSegment), broken: fill(brokenSegment) };
}
