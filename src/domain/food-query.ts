/**
 * The amount typed in front of a food search ("2 eggs", "200g greek yogurt", "a cup of milk",
 * "1 1/2 cups rice"), split from the words that name the food. Pure; the search (server/foods)
 * turns the unit into one of the food's portions.
 */

export interface FoodQueryAmount {
  quantity: number;
  /** Normalised unit or portion word ("g", "cup", "medium", "fl oz"); null for a bare count ("2 eggs"). */
  unit: string | null;
  /** What is left to search for. */
  words: string;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  half: 0.5,
  quarter: 0.25,
  dozen: 12,
};

const VULGAR_FRACTIONS: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
};

/** Every spelling a unit is typed in, to its normal form. */
const UNITS: Record<string, string> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  gramme: "g",
  grammes: "g",
  kg: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kilograms: "kg",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  cup: "cup",
  cups: "cup",
  tbsp: "tbsp",
  tbs: "tbsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  tsp: "tsp",
  teaspoon: "tsp",
  teaspoons: "tsp",
  slice: "slice",
  slices: "slice",
  piece: "piece",
  pieces: "piece",
  pc: "piece",
  pcs: "piece",
  small: "small",
  medium: "medium",
  large: "large",
  big: "large",
};

/** "1", "1.5", "1,5", "1/2": a number, else null. */
function numberOf(token: string): number | null {
  if (/^\d+([.,]\d+)?$/.test(token)) return Number(token.replace(",", "."));
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction && Number(fraction[2]) > 0) return Number(fraction[1]) / Number(fraction[2]);
  return null;
}

function tokensOf(query: string): string[] {
  let text = query.toLowerCase();
  for (const [glyph, fraction] of Object.entries(VULGAR_FRACTIONS))
    text = text.replaceAll(glyph, ` ${fraction} `);
  // "200g", "1.5cups": a number glued to a unit is two tokens; "2%" or "v8" stay whole.
  text = text.replace(/(\d)([a-z]+)\b/g, (whole, digit: string, letters: string) =>
    UNITS[letters] ? `${digit} ${letters}` : whole,
  );
  return text.split(/[\s]+/).filter((t) => t.length > 0);
}

/** The leading quantity: digits, a fraction, "1 1/2", a number word, "half a"; and how many tokens it took. */
function leadingQuantity(tokens: string[]): { quantity: number; used: number } | null {
  const [first, second] = tokens;
  if (first === undefined) return null;
  const number = numberOf(first);
  if (number !== null) {
    const fraction = second !== undefined && second.includes("/") ? numberOf(second) : null;
    return fraction !== null && Number.isInteger(number)
      ? { quantity: number + fraction, used: 2 }
      : { quantity: number, used: 1 };
  }
  const word = NUMBER_WORDS[first];
  if (word === undefined) return null;
  // "half a cup", "a half cup", "a dozen eggs"
  if (first === "half" && (second === "a" || second === "an")) return { quantity: 0.5, used: 2 };
  if (
    (first === "a" || first === "an") &&
    second !== undefined &&
    (second === "half" || second === "quarter" || second === "dozen")
  ) {
    return { quantity: NUMBER_WORDS[second]!, used: 2 };
  }
  return { quantity: word, used: 1 };
}

/** The unit after the quantity, with "fl oz" and "extra large" as one; and how many tokens it took. */
function leadingUnit(tokens: string[]): { unit: string; used: number } | null {
  const [first, second] = tokens;
  if (first === undefined) return null;
  if ((first === "fl" || first === "fluid") && second !== undefined && UNITS[second] === "oz")
    return { unit: "fl oz", used: 2 };
  if (first === "floz") return { unit: "fl oz", used: 1 };
  if ((first === "extra" || first === "x") && (second === "large" || second === "big"))
    return { unit: "extra large", used: 2 };
  const unit = UNITS[first.replace(/\.$/, "")];
  return unit ? { unit, used: 1 } : null;
}

/**
 * Splits "2 large eggs" into {quantity 2, unit "large", words "eggs"}; null when the query does not
 * start with an amount or names no food after it ("2", "2%", "7 up" stay plain searches).
 */
export function parseFoodQuery(query: string): FoodQueryAmount | null {
  const tokens = tokensOf(query.trim());
  const amount = leadingQuantity(tokens);
  if (!amount || !(amount.quantity > 0) || amount.quantity > 10000) return null;
  let rest = tokens.slice(amount.used);
  const unit = leadingUnit(rest);
  if (unit) rest = rest.slice(unit.used);
  if (rest[0] === "of") rest = rest.slice(1);
  // "a cup of a banana" is rare; "a" after the unit is noise ("half a cup of milk" is handled above).
  if (rest[0] === "a" || rest[0] === "an") rest = rest.slice(1);
  const words = rest.join(" ").trim();
  // "7 up" is a drink, not seven of something: a food's name has a word of three letters at least.
  if (!/[a-z]{3}/.test(words)) return null;
  return { quantity: Math.round(amount.quantity * 1000) / 1000, unit: unit?.unit ?? null, words };
}
