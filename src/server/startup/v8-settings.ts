import { setFlagsFromString } from "node:v8";

/**
 * The V8 settings the server runs with (issue 11). They are set from code, not on the command line, so
 * that `npm start`, `npm run dev` and the benchmarks that run the server all get them; they must be set
 * before PGlite compiles its WebAssembly, which happens when the database is opened.
 *
 * - `--liftoff-only`: PostgreSQL compiled to WebAssembly is a 9 MB module. By default V8 recompiles its
 *   hot functions with its optimising compiler on background threads; that held 65 to 90 MiB of resident
 *   memory (the compiler threads' malloc arenas, never given back) and competed with the start-up for
 *   the machine's cores. The baseline compiler's code alone measured about 6 % less throughput on the
 *   embedded database's diary day and none on its health check (bench:http), a start about 150 ms
 *   shorter, and 65 MiB less resident memory after start (bench:start).
 * - `--heap-growing-percent=50`: V8 lets the old generation grow to about twice (and before its first
 *   full collection to a fixed first limit of well over 100 MB) what a collection left. Under load the
 *   requests waiting on the one embedded connection outlive the young generation, so their garbage
 *   piled up to some 110 MB in a heap whose live data is under 40 MB, and it stayed resident: the
 *   memory reducer gives back little once it is there. Growing by half keeps the heap near what is live,
 *   for a cost within the noise of bench:http.
 */
export const V8_SETTINGS = ["--liftoff-only", "--heap-growing-percent=50"] as const;

export function applyV8Settings(): void {
  for (const flag of V8_SETTINGS) setFlagsFromString(flag);
}
