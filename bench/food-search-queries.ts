/** The benchmark's 200 queries (bench/food-search.ts), shared with the test that checks the search against its SQL reference. */
export const BASE = [
  "apple", "banana", "chicken breast", "rice", "egg", "milk", "cheddar cheese", "broccoli", "salmon", "beef",
  "pork chop", "bread", "oats", "yogurt", "orange juice", "potato", "sweet potato", "tomato", "lettuce", "carrot",
  "peanut butter", "almonds", "walnuts", "olive oil", "butter", "pasta", "spaghetti", "tuna", "shrimp", "turkey",
  "ham", "bacon", "sausage", "pizza", "hamburger", "french fries", "ice cream", "chocolate", "coffee", "tea",
  "beer", "wine", "cola", "orange", "grapes", "strawberries", "blueberries", "avocado", "spinach", "kale",
  "onion", "garlic", "mushrooms", "corn", "peas", "beans", "lentils", "chickpeas", "tofu", "soy milk",
  "cereal", "granola", "pancakes", "waffles", "bagel", "croissant", "muffin", "cookie", "cake", "pie",
  "honey", "sugar", "salt", "ketchup", "mayonnaise", "mustard", "salsa", "hummus", "cottage cheese", "cream cheese",
  "mozzarella", "parmesan", "lamb", "veal", "duck", "cod", "tilapia", "sardines", "crab", "lobster",
  "watermelon", "pineapple", "mango", "peach", "pear", "cherries", "raisins", "dates", "quinoa", "barley",
];

/**
 * A deterministic slip per query: drop, double or swap a letter, so half the queries carry a typo.
 * The slip never touches a space (a doubled space is normalised away by the search, leaving no typo)
 * and a swap is between two different letters ("ff" swapped is the same word); the first letter
 * stays, as people rarely mistype it.
 */
export function typo(query: string, seed: number): string {
  const letters = [...query];
  const kind = seed % 3;
  const isUsable = (i: number) =>
    letters[i] !== " " && (kind !== 2 || (letters[i + 1] !== undefined && letters[i + 1] !== " " && letters[i + 1] !== letters[i]));
  const start = 1 + (seed % Math.max(1, letters.length - 2));
  const candidates = Array.from({ length: letters.length - 1 }, (_, k) => 1 + ((start - 1 + k) % (letters.length - 1)));
  const at = candidates.find(isUsable);
  if (at === undefined) return `${query}${letters.at(-1) ?? ""}`;
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) letters.splice(at, 0, letters[at]!);
  else [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  return letters.join("");
}

export const QUERIES = [...BASE, ...BASE.map((q, i) => typo(q, i * 7 + 3))];
