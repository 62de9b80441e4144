/**
 * pg_trgm's word similarity, recomputed in JavaScript over the cached USDA names (usda-index.ts), so
 * that a misspelt query word need not be tested row by row in the database. It follows pg_trgm's
 * definitions (contrib/pg_trgm, trgm_op.c: words are runs of letters and digits, each padded as
 * "  word " before cutting it into trigrams; similarity = shared / (|query| + |extent| − shared),
 * in float4; the extent search is pg_trgm's greedy one, not an exhaustive one), because the database
 * rechecks and ranks the chosen rows with the real functions and both must agree. Input is ASCII
 * lower case, as USDA names are (data/README.md).
 */

/** A text's trigrams in order, with the indexes where a word starts and ends. */
function wordTrigrams(text: string): { trigrams: string[]; left: number[]; right: number[] } {
  const trigrams: string[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (word.length === 0) continue;
    const padded = `  ${word} `;
    left.push(trigrams.length);
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
    right.push(trigrams.length - 1);
  }
  return { trigrams, left, right };
}

export interface TextTrigrams {
  trigrams: Int32Array;
  isLeft: Uint8Array;
  isRight: Uint8Array;
}

/** A text's trigrams as ids from `ids` (a new trigram gets the next id), with word bounds. */
export function trigramsOf(text: string, ids: Map<string, number>): TextTrigrams {
  const { trigrams, left, right } = wordTrigrams(text);
  const isLeft = new Uint8Array(trigrams.length);
  const isRight = new Uint8Array(trigrams.length);
  for (const i of left) isLeft[i] = 1;
  for (const i of right) isRight[i] = 1;
  const asIds = trigrams.map((t) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = ids.size;
      ids.set(t, id);
    }
    return id;
  });
  return { trigrams: Int32Array.from(asIds), isLeft, isRight };
}

const f4 = Math.fround;
const similarityOf = (shared: number, queryCount: number, extentCount: number) =>
  f4(shared / (queryCount + extentCount - shared));

/**
 * Scratch state for one query word: `inQuery` marks its trigram ids, `lastPos` is per-trigram
 * bookkeeping reset after each name. Sized for every trigram id the index knows.
 */
export interface WordProbe {
  inQuery: Uint8Array;
  queryCount: number;
  lastPos: Int32Array;
}

export function probeFor(word: string, ids: Map<string, number>): WordProbe {
  const inQuery = new Uint8Array(ids.size);
  // |query| counts every distinct trigram of the word, also those no name has.
  const distinct = new Set(wordTrigrams(word).trigrams);
  for (const t of distinct) {
    const id = ids.get(t);
    if (id !== undefined) inQuery[id] = 1;
  }
  return { inQuery, queryCount: distinct.size, lastPos: new Int32Array(ids.size).fill(-1) };
}

/**
 * pg_trgm's word_similarity(word, text) (`strict` false) or strict_word_similarity (`strict` true):
 * the best similarity between the word and an extent of the text's trigrams; strict extents start
 * and end at word bounds.
 */
export function wordSimilarity(probe: WordProbe, text: TextTrigrams, strict: boolean): number {
  const { inQuery, queryCount, lastPos } = probe;
  const { trigrams, isLeft, isRight } = text;
  let extentCount = 0;
  let shared = 0;
  let lower = strict ? 0 : -1;
  let best = 0;
  for (let i = 0; i < trigrams.length; i++) {
    const t = trigrams[i]!;
    const found = inQuery[t] === 1;
    if (lower >= 0 || found) {
      if (lastPos[t]! < 0) {
        extentCount += 1;
        if (found) shared += 1;
      }
      lastPos[t] = i;
    }
    if (!(strict ? isRight[i] === 1 : found)) continue;
    if (lower === -1) {
      lower = i;
      extentCount = 1;
    }
    let current = similarityOf(shared, queryCount, extentCount);
    // Try moving the extent's start right, keeping the best start.
    let tryShared = shared;
    let tryCount = extentCount;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      if (!strict || isLeft[start] === 1) {
        const candidate = similarityOf(tryShared, queryCount, tryCount);
        if (candidate > current) {
          current = candidate;
          extentCount = tryCount;
          lower = start;
          shared = tryShared;
        }
      }
      const s = trigrams[start]!;
      if (lastPos[s] === start) {
        tryCount -= 1;
        if (inQuery[s] === 1) tryShared -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) {
      const s = trigrams[start]!;
      if (lastPos[s] === start) lastPos[s] = -1;
    }
  }
  for (const t of trigrams) lastPos[t] = -1;
  return best;
}
