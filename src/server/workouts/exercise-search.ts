/**
 * How the exercise search ranks names, kept apart from the database so it can be tested on names
 * alone. Tiers, best first: the exact name; the name once its equipment word and variant are
 * dropped ("Barbell Squat", "Barbell Bench Press - Medium Grip" for "squat", "bench press"); names
 * starting with the query; names holding every word of it (spaces ignored, so "benchpress"
 * finds bench presses); then names whose words are a typo away ("sqaut" finds squats).
 */

/** Lower case, apostrophes dropped, other punctuation as spaces, single spaces. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

// Words of the library's names that say which equipment, not which movement (data/EXERCISES.md).
const EQUIPMENT_WORDS =
  /\b(barbell|dumbbells?|db|kettlebells?|cable|smith|machine|bodyweight|bands?|ez|e z)\b/g;

/**
 * The movement a name describes: without the variant after " - " or in brackets
 * ("Bench Press - Powerlifting", "Front Squat (Clean Grip)") and without equipment words.
 */
export function coreName(name: string): string {
  const withoutVariant = name.replace(/\s+-\s.*$/, "").replace(/\(.*?\)/g, " ");
  return normalizeName(withoutVariant).replace(EQUIPMENT_WORDS, " ").replace(/\s+/g, " ").trim();
}

/**
 * Optimal string alignment distance: edits (insert, delete, change, swap of neighbours) from one
 * word to the other, giving up once it passes `max` (the search only asks about small distances).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos forgiven in a word of this length: none in short words, where one edit makes another word. */
function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** The name's word a query word is a typo of (or starts like), with the edits it takes; null past the allowance. */
function wordTypos(word: string, nameWords: string[]): { typos: number; word: string } | null {
  const allowed = typosAllowed(word.length);
  let best: { typos: number; word: string } | null = null;
  for (const nameWord of nameWords) {
    // A word typed half-way ("benc") is compared with as much of the name's word, so "bnech" finds "bench".
    const candidates =
      nameWord.length > word.length ? [nameWord, nameWord.slice(0, word.length)] : [nameWord];
    for (const candidate of candidates) {
      const distance = editDistance(word, candidate, allowed);
      if (distance <= allowed && (best === null || distance < best.typos))
        best = { typos: distance, word: candidate };
    }
  }
  return best;
}

/** 0 exact, 1 same movement, 2 starts with, 3 holds every word; null when none of these. */
function closeTier(name: string, text: string, query: PreparedQuery): number | null {
  if (text === query.text) return 0;
  const core = coreName(name);
  if (core === query.text) return 1;
  if (text.startsWith(query.text) || core.startsWith(query.text)) return 2;
  if (query.words.every((w) => text.includes(w)) || text.replace(/ /g, "").includes(query.compact))
    return 3;
  return null;
}

export interface NameMatch {
  /** 0 exact, 1 same movement, 2 starts with, 3 holds every word, 4 a typo away. */
  tier: number;
  /** Within the typo tier, fewer edits first. */
  typos: number;
  /** Within the typo tier, the tier the name has for the query as corrected ("sqaut" read as "squat"). */
  corrected: number;
}

export interface PreparedQuery {
  text: string;
  words: string[];
  compact: string;
}

export function prepareQuery(q: string): PreparedQuery | null {
  const text = normalizeName(q);
  if (text === "") return null;
  return { text, words: text.split(" ").slice(0, 6), compact: text.replace(/ /g, "") };
}

/** How well a name matches the query, or null when it does not. */
export function matchName(name: string, query: PreparedQuery): NameMatch | null {
  const text = normalizeName(name);
  const tier = closeTier(name, text, query);
  if (tier !== null) return { tier, typos: 0, corrected: 0 };
  const nameWords = text.split(" ");
  let typos = 0;
  const correctedWords: string[] = [];
  for (const word of query.words) {
    const found = text.includes(word) ? { typos: 0, word } : wordTypos(word, nameWords);
    if (found === null) return null;
    typos += found.typos;
    correctedWords.push(found.word);
  }
  const corrected = correctedWords.join(" ");
  const correctedQuery = {
    text: corrected,
    words: correctedWords,
    compact: corrected.replace(/ /g, ""),
  };
  return { tier: 4, typos, corrected: closeTier(name, text, correctedQuery) ?? 3 };
}

const SPECIALTY_CATEGORIES = new Set(["powerlifting", "olympic weightlifting", "strongman"]);
const SOURCE_ORDER: Record<string, number> = { custom: 0, compendium: 1, library: 2 };

interface Rankable {
  name: string;
  category: string;
  equipment: string | null;
  source: string;
}

/**
 * Orders two matches. Among names of the same movement (typed right or not) the everyday lift comes first: not the
 * powerlifting or olympic variant, the barbell before other equipment, then the shorter name, so
 * "bench press" gives "Barbell Bench Press - Medium Grip" before "Bench Press - Powerlifting".
 * Elsewhere the user's own exercises, then the built-in activities, then the alphabet.
 */
export function compareMatches<T extends Rankable>(
  a: { row: T; match: NameMatch },
  b: { row: T; match: NameMatch },
): number {
  const byTier =
    a.match.tier - b.match.tier ||
    a.match.typos - b.match.typos ||
    a.match.corrected - b.match.corrected;
  if (byTier !== 0) return byTier;
  if (a.match.tier === 1 || (a.match.tier === 4 && a.match.corrected <= 1)) {
    const specialty =
      Number(SPECIALTY_CATEGORIES.has(a.row.category)) -
      Number(SPECIALTY_CATEGORIES.has(b.row.category));
    const barbell = Number(b.row.equipment === "barbell") - Number(a.row.equipment === "barbell");
    const length = a.row.name.length - b.row.name.length;
    if (specialty || barbell || length) return specialty || barbell || length;
  }
  const source = (SOURCE_ORDER[a.row.source] ?? 3) - (SOURCE_ORDER[b.row.source] ?? 3);
  return source || a.row.name.localeCompare(b.row.name, "en");
}
