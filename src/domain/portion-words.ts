/** Nouns a portion's unit starts with that take an -s for more than one ("2 slices", but "0.5 cup"). */
const COUNT_NOUNS = new Set([
  "cup",
  "slice",
  "piece",
  "fruit",
  "fillet",
  "breast",
  "patty",
  "link",
  "bagel",
  "muffin",
  "roll",
  "pancake",
  "waffle",
  "tortilla",
  "bar",
  "cookie",
  "item",
  "serving",
  "container",
  "packet",
  "stalk",
  "egg",
  "wedge",
  "strip",
  "stick",
  "can",
  "bottle",
]);

/**
 * A portion's unit as said of `quantity` of it: ("slice, large", 2) is "slices, large"; sizes
 * ("large") and abbreviations ("tbsp") stay. One rule for the search's suggestion, the Add food
 * confirmation and the diary row, so the three say the same.
 */
export function portionUnitFor(quantity: number, unit: string): string {
  const [, head = "", rest = ""] = /^([a-z]+)(.*)$/i.exec(unit) ?? [];
  return head && quantity > 1 && COUNT_NOUNS.has(head.toLowerCase()) ? `${head}s${rest}` : unit;
}
