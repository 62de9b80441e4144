import { X } from "lucide-react";
import { useState } from "react";
import type { FoodSearchItem, Recipe } from "../../contract/foods";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { kcalText } from "./format";
import { useFoodSearch } from "./api/diary";
import { useSaveRecipe } from "./api/recipes";

interface Ingredient {
  item: Pick<FoodSearchItem, "kind" | "id" | "name">;
  grams: string;
}

const ingredientsOf = (recipe: Recipe | undefined): Ingredient[] =>
  (recipe?.ingredients ?? []).map((i) => ({
    item: i.foodId
      ? { kind: "usda", id: i.foodId, name: i.name }
      : { kind: "custom", id: i.customFoodId ?? "", name: i.name },
    grams: String(i.grams),
  }));

/**
 * A recipe from USDA foods and the user's own foods, by weight, with a yield in servings; the server
 * computes its nutrition per serving from the ingredients. Given `recipe`, it edits that recipe.
 */
export function RecipeForm({
  recipe,
  onSaved,
}: {
  recipe?: Recipe;
  onSaved: (recipe: Recipe) => void;
}) {
  const save = useSaveRecipe(recipe?.id);
  const [name, setName] = useState(recipe?.name ?? "");
  const [servings, setServings] = useState(recipe ? String(recipe.servings) : "4");
  const [ingredients, setIngredients] = useState<Ingredient[]>(() => ingredientsOf(recipe));
  const [q, setQ] = useState("");
  const search = useFoodSearch(q.trim(), 1);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const choices = (search.data?.items ?? []).filter((i) => i.kind !== "recipe").slice(0, 5);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        servings: Number(servings),
        ingredients: ingredients.map((i) => ({
          ...(i.item.kind === "usda" ? { foodId: i.item.id } : { customFoodId: i.item.id }),
          grams: Number(i.grams),
        })),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label="Recipe name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <TextField
        label="Makes (servings)"
        inputMode="decimal"
        value={servings}
        onChange={(e) => setServings(e.target.value)}
        error={fields.servings}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Ingredients</legend>
        {ingredients.length === 0 ? (
          <p className="text-sm text-slate-600">No ingredients yet: find them below.</p>
        ) : null}
        {ingredients.map((ingredient, index) => (
          <div
            key={`${ingredient.item.kind}-${ingredient.item.id}-${index}`}
            className="flex items-end gap-2"
          >
            <TextField
              className="w-24"
              label="Grams"
              inputMode="decimal"
              value={ingredient.grams}
              onChange={(e) =>
                setIngredients((all) =>
                  all.map((x, i) => (i === index ? { ...x, grams: e.target.value } : x)),
                )
              }
              error={
                fields[`ingredients.${index}.grams`] ?? fields[`ingredients.${index}.customFoodId`]
              }
            />
            <p className="min-w-0 flex-1 pb-2 text-sm text-slate-900">{ingredient.item.name}</p>
            <Button
              variant="ghost"
              className="px-2"
              aria-label={`Remove ${ingredient.item.name}`}
              onClick={() => setIngredients((all) => all.filter((_, i) => i !== index))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        <TextField
          label="Find an ingredient"
          type="search"
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {choices.length > 0 ? (
          <ul
            aria-label="Ingredient results"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {choices.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300"
                  onClick={() => {
                    setIngredients((all) => [...all, { item, grams: "100" }]);
                    setQ("");
                  }}
                >
                  {item.name}{" "}
                  <span className="text-slate-600">
                    ({kcalText(item.energyKcal)} / {item.basis})
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      {save.isError && Object.keys(fields).length === 0 ? (
        <Alert tone="error">{save.error.message}</Alert>
      ) : null}
      {fields.ingredients ? <Alert tone="error">{fields.ingredients}</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : recipe ? "Save changes" : "Save recipe"}
      </Button>
    </form>
  );
}
