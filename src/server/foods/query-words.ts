/**
 * Query words as the USDA names spell them: a plural becomes the singular the names use ("eggs" →
 * "egg", "tomatos" → "tomato"), a British or variant spelling its US form ("yoghurt"), and a word no
 * name contains its closest name word ("bananna" → "banana", "brocoli" → "broccoli"). Matching is by
 * substring and the ranking's whole-word test allows -s and -es (search.ts), so the singular finds the
 * plural names too. Words left unknown stay for the trigram match (usda-index.ts).
 */

/** Spellings the SR28 names never use, to the one they do. */
const VARIANTS: Record<string, string> = {
  yoghurt: "yogurt",
  yoghurts: "yogurt",
  yogourt: "yogurt",
  chilli: "chili",
  chillies: "chili",
  porridge: "oatmeal",
  aubergine: "eggplant",
  courgette: "zucchini",
  courgettes: "zucchini",
  coriander: "cilantro",
  rocket: "arugula",
  prawn: "shrimp",
  prawns: "shrimp",
  mince: "ground",
  minced: "ground",
  crisps: "chips",
  biscuit: "cookie",
  colour: "color",
  flavour: "flavor",
  flavoured: "flavored",
  wholemeal: "whole",
  doughnut: "doughnuts",
  donut: "doughnuts",
  ketchup: "catsup",
  garbanzo: "chickpeas",
  jello: "gelatin",
};

/** Damerau–Levenshtein distance (adjacent swaps count 1), giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The singular the names use: "eggs" → "egg", "tomatoes" → "tomato"; "-ies" and unknown stems stay. */
function singular(word: string, vocabulary: Map<string, number>): string {
  if (word.length < 4 || word.endsWith("ss") || word.endsWith("ies")) return word;
  if (word.endsWith("es") && vocabulary.has(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith("s") && vocabulary.has(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}

/** The vocabulary by first letter, built once per vocabulary. */
const byInitial = new WeakMap<Map<string, number>, Map<string, [string, number][]>>();

function wordsStartingLike(word: string, vocabulary: Map<string, number>): [string, number][] {
  let groups = byInitial.get(vocabulary);
  if (!groups) {
    groups = new Map();
    for (const entry of vocabulary) {
      if (entry[0].length < 3) continue;
      const list = groups.get(entry[0][0]!) ?? [];
      list.push(entry);
      groups.set(entry[0][0]!, list);
    }
    byInitial.set(vocabulary, groups);
  }
  return groups.get(word[0]!) ?? [];
}

/**
 * The name word closest to a misspelt one: one slip for words of 4+ letters, two for 7+, among name
 * words with the same first letter (people rarely mistype it, and it keeps this to ~150 comparisons),
 * then the word in most names.
 */
function corrected(word: string, vocabulary: Map<string, number>): string | null {
  if (word.length < 4 || /\d/.test(word)) return null;
  const max = word.length >= 7 ? 2 : 1;
  let best: { word: string; rank: number } | null = null;
  for (const [candidate, names] of wordsStartingLike(word, vocabulary)) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const rank = distance * 1e6 - names;
    if (!best || rank < best.rank) best = { word: candidate, rank };
  }
  return best?.word ?? null;
}

/**
 * `words` respelt for the USDA names. `isKnown` says whether some name contains the word; a word
 * that is unknown is corrected when a name word is close enough.
 */
export function respell(
  words: string[],
  vocabulary: Map<string, number>,
  isKnown: (word: string) => boolean,
): string[] {
  return words.map((word) => {
    const variant = VARIANTS[word] ?? word;
    const fixed =
      vocabulary.has(variant) || isKnown(variant)
        ? variant
        : (corrected(variant, vocabulary) ?? variant);
    return singular(fixed, vocabulary);
  });
}
