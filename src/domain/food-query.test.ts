import { describe, expect, it } from "vitest";
import { parseFoodQuery } from "./food-query";

const parsed = (q: string) => parseFoodQuery(q);

describe("parseFoodQuery", () => {
  it.each([
    ["2 eggs", 2, null, "eggs"],
    ["1 medium apple", 1, "medium", "apple"],
    ["200g greek yogurt", 200, "g", "greek yogurt"],
    ["200 grams rice", 200, "g", "rice"],
    ["a cup of milk", 1, "cup", "milk"],
    ["3 oz salmon", 3, "oz", "salmon"],
    ["1.5 cups rice", 1.5, "cup", "rice"],
    ["1,5 cups rice", 1.5, "cup", "rice"],
    ["1/2 cup oats", 0.5, "cup", "oats"],
    ["½ cup oats", 0.5, "cup", "oats"],
    ["1 1/2 cups milk", 1.5, "cup", "milk"],
    ["1½ cups milk", 1.5, "cup", "milk"],
    ["half a cup of rice", 0.5, "cup", "rice"],
    ["a half cup rice", 0.5, "cup", "rice"],
    ["half avocado", 0.5, null, "avocado"],
    ["an apple", 1, null, "apple"],
    ["one banana", 1, null, "banana"],
    ["three slices of bread", 3, "slice", "bread"],
    ["ten almonds", 10, null, "almonds"],
    ["2 tbsp peanut butter", 2, "tbsp", "peanut butter"],
    ["1 tablespoon olive oil", 1, "tbsp", "olive oil"],
    ["2 teaspoons sugar", 2, "tsp", "sugar"],
    ["1 tsp honey", 1, "tsp", "honey"],
    ["2 pieces chicken", 2, "piece", "chicken"],
    ["1 kg potatoes", 1, "kg", "potatoes"],
    ["1 lb ground beef", 1, "lb", "ground beef"],
    ["2 pounds beef", 2, "lb", "beef"],
    ["8 fl oz orange juice", 8, "fl oz", "orange juice"],
    ["250ml milk", 250, "ml", "milk"],
    ["1 extra large egg", 1, "extra large", "egg"],
    ["2 large eggs", 2, "large", "eggs"],
    ["1 small banana", 1, "small", "banana"],
    ["a slice of pizza", 1, "slice", "pizza"],
    ["4 ounces steak", 4, "oz", "steak"],
    ["  2   Eggs ", 2, null, "eggs"],
  ])("%s", (q, quantity, unit, words) => {
    expect(parsed(q)).toEqual({ quantity, unit, words });
  });

  it.each([
    "egg",
    "milk",
    "2% milk",
    "2",
    "200g",
    "a",
    "a cup",
    "",
    "greek yogurt 200g",
    "v8 juice",
    "7 up",
  ])("%s has no amount", (q) => {
    expect(parsed(q)).toBeNull();
  });
});
