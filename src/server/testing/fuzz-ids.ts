const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PER_POOL = 100;

/** What the API handed out so far, as one route's requests may use it. */
export interface KnownIds {
  /** Ids for a field or path parameter named `name` (`roleId` takes ids from /api/admin/roles, `id` from the route's own resource). */
  forField(name: string): readonly string[];
  /** E-mail addresses of accounts that exist. */
  emails: readonly string[];
}

/** `/api/admin/users/:id/plan` → `/api/admin/users`: the resource whose list hands out the ids its `:id` routes take. */
const resourceOf = (path: string) => path.split(/\/[:*]/, 1)[0]!;
/** `customFoodId` → `/custom-food`, to find among resources such as /api/custom-foods. */
const resourceStem = (field: string) =>
  `/${field.replace(/Ids?$/, "").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Ids and e-mails the API handed out, so path parameters and id fields often name a row that
 * exists and the request reaches the code behind the lookup (a random uuid stops at "not found").
 * Kept per resource: /api/weight/:id wants a weight entry's id, seldom found among all ids.
 */
export class IdPool {
  private readonly pools = new Map<string, Set<string>>();
  private readonly emails = new Set<string>();

  /** `exclude`: ids the fuzz must not aim at (its own callers). */
  constructor(private readonly exclude: ReadonlySet<string>) {}

  harvest(routePath: string, responseBody: string): void {
    let json: unknown;
    try {
      json = JSON.parse(responseBody);
    } catch {
      return;
    }
    this.walk(json, resourceOf(routePath));
  }

  private walk(value: unknown, resource: string): void {
    if (Array.isArray(value)) for (const item of value) this.walk(item, resource);
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child !== "string") this.walk(child, resource);
      else if (key === "email") remember(this.emails, child);
      else if (
        (key === "id" || key.endsWith("Id") || UUID.test(child)) &&
        !this.exclude.has(child)
      ) {
        for (const name of [resource, "*"]) {
          const pool = this.pools.get(name) ?? new Set<string>();
          this.pools.set(name, pool);
          remember(pool, child);
        }
      }
    }
  }

  /** A snapshot, so a property's runs (and its shrinking) all draw from the same ids. */
  idsFor(routePath: string): KnownIds {
    const pools = new Map([...this.pools].map(([name, pool]) => [name, [...pool]]));
    const own = pools.get(resourceOf(routePath)) ?? [];
    return {
      forField(name) {
        if (name === "id") return own;
        const stem = resourceStem(name);
        const matching = [...pools]
          .filter(([resource]) => resource !== "*" && resource.includes(stem))
          .flatMap(([, ids]) => ids);
        return matching.length > 0 ? matching : own.length > 0 ? own : (pools.get("*") ?? []);
      },
      emails: [...this.emails],
    };
  }
}

/** Newest last, oldest dropped: rows a fuzzed delete removed fade out. */
function remember(pool: Set<string>, value: string) {
  pool.delete(value);
  pool.add(value);
  if (pool.size > MAX_PER_POOL) pool.delete(pool.values().next().value!);
}
