import type { z } from "zod";

/**
 * The smallest non-zero amount a request may store in a `real` column. PostgreSQL's `real` (float4)
 * refuses magnitudes under about 1.4e-45 while JSON carries them down to 5e-324, and its refusal
 * names no field. The floor sits far above float4's own because stored amounts are multiplied
 * (a nutrient per 100 g by grams, over servings), and a product of a few amounts of at least 1e-6
 * still fits; nobody means a millionth of a gram, so it is refused rather than rounded away.
 */
const STORED_REAL_MIN = 1e-6;
/** float4's largest finite value (FLT_MAX, 3.40282347e38) rounded down: past it the column overflows. */
const STORED_REAL_MAX = 3.4e38;
/** PostgreSQL `integer` (int4) upper bound; 3e9 in an integer column is a database error naming no field. */
export const INT4_MAX = 2_147_483_647;

// Decimal notation in the message, as people type it (String(1e-6) could turn exponential if the floor moves).
const STORED_REAL_MIN_TEXT = STORED_REAL_MIN.toFixed(6);

/**
 * `schema`, also refusing what a `real` column cannot hold, with the message on the field. Wrap a
 * schema after its own bounds, so that their messages come first (-1e-9 "cannot be negative").
 */
export function storedReal<T extends z.ZodNumber>(schema: T): T {
  const tooSmall = schema.safeParse(0).success
    ? `Too small: enter 0 or at least ${STORED_REAL_MIN_TEXT}`
    : `Too small: enter at least ${STORED_REAL_MIN_TEXT}`;
  return schema
    .refine((value) => value === 0 || Math.abs(value) >= STORED_REAL_MIN, tooSmall)
    .refine((value) => Math.abs(value) <= STORED_REAL_MAX, "Too large");
}
