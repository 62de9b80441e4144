import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { CustomFood, Recipe } from "../../contract/foods";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { formatNumber, formatQuantity } from "../lib/format";
import { kcalText } from "./format";
import { useCustomFoods, useDeleteCustomFood } from "./api/custom-foods";
import { useDeleteRecipe, useRecipes } from "./api/recipes";
import { CustomFoodForm } from "./custom-food-form";
import { Modal } from "../components/ui/modal";
import { OwnFoodRow } from "./own-food-row";
import { RecipeForm } from "./recipe-form";

type Editing = { kind: "custom"; food: CustomFood } | { kind: "recipe"; recipe: Recipe } | null;

const kcal = kcalText;

/** "per bar (40 g)", "per serving", "per 100 g": what the food's values refer to. */
function basisOf(food: CustomFood): string {
  if (food.basis === "per_100g") return "per 100 g";
  return food.servingGrams === null
    ? `per ${food.servingLabel}`
    : `per ${food.servingLabel} (${formatQuantity(food.servingGrams, "g")})`;
}

/** The user's own foods and recipes, to edit or delete; they are created from the diary's Add food. */
export function MyFoodsPage() {
  const foods = useCustomFoods();
  const recipes = useRecipes();
  const removeFood = useDeleteCustomFood();
  const removeRecipe = useDeleteRecipe();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const saved = (name: string) => {
    setEditing(null);
    setNotice(`Saved “${name}”.`);
  };
  const deleted = (name: string) => setNotice(`Deleted “${name}”.`);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="My foods"
        description="Foods and recipes you made. Changes apply to what you log from now on; days already logged keep their values."
        actions={
          <Link to="/app/meals" className={buttonClass("secondary")}>
            <ArrowLeft className="size-4" aria-hidden /> Back to the diary
          </Link>
        }
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OwnList
          title="Foods"
          query={foods}
          empty="No foods of your own yet. In the diary, choose Add food, then New food."
        >
          {(items: CustomFood[]) =>
            items.map((food) => (
              <OwnFoodRow
                key={food.id}
                id={food.id}
                name={food.name}
                energy={`${kcal(food.nutrients.energyKcal)} ${basisOf(food)}`}
                onEdit={() => edit({ kind: "custom", food })}
                remove={removeFood}
                onDeleted={deleted}
              />
            ))
          }
        </OwnList>
        <OwnList
          title="Recipes"
          query={recipes}
          empty="No recipes yet. In the diary, choose Add food, then New recipe."
        >
          {(items: Recipe[]) =>
            items.map((recipe) => (
              <OwnFoodRow
                key={recipe.id}
                id={recipe.id}
                name={recipe.name}
                energy={`${kcal(recipe.perServing.energyKcal)} per serving`}
                detail={`makes ${formatNumber(recipe.servings, 1)} ${recipe.servings === 1 ? "serving" : "servings"}, ${recipe.ingredients.length} ${recipe.ingredients.length === 1 ? "ingredient" : "ingredients"}`}
                onEdit={() => edit({ kind: "recipe", recipe })}
                remove={removeRecipe}
                onDeleted={deleted}
              />
            ))
          }
        </OwnList>
      </div>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === "custom"
            ? `Edit ${editing.food.name}`
            : editing?.kind === "recipe"
              ? `Edit ${editing.recipe.name}`
              : "Edit"
        }
      >
        {editing?.kind === "custom" ? (
          <CustomFoodForm
            key={editing.food.id}
            food={editing.food}
            onSaved={(food) => saved(food.name)}
          />
        ) : editing?.kind === "recipe" ? (
          <RecipeForm
            key={editing.recipe.id}
            recipe={editing.recipe}
            onSaved={(recipe) => saved(recipe.name)}
          />
        ) : null}
      </Modal>
    </div>
  );
}

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { items: T[] } | undefined;
}

/** A titled card that shows its list's loading, error and empty states. */
function OwnList<T>({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: ListQuery<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const headingId = `my-${title.toLowerCase()}-heading`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {query.isPending ? (
          <Spinner label={`Loading your ${title.toLowerCase()}...`} />
        ) : query.isError || !query.data ? (
          <div className="mt-3">
            <Alert tone="error">{query.error?.message ?? "Could not load this list."}</Alert>
          </div>
        ) : query.data.items.length === 0 ? (
          <div className="mt-3 grid justify-items-start gap-3">
            <p className="text-slate-600">{empty}</p>
            <Link to="/app/meals" className={buttonClass("secondary")}>
              Open the diary
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">{children(query.data.items)}</ul>
        )}
      </section>
    </Card>
  );
}
