import { Dumbbell, Scale, Target, Utensils, type LucideIcon } from "lucide-react";

export interface Guide {
  id: string;
  title: string;
  icon: LucideIcon;
  steps: readonly string[];
}

/** The four step-by-step guides of the Help Center, written for how the app's screens work. */
export const GUIDES: readonly Guide[] = [
  {
    id: "weight-tracking",
    title: "Weight tracking",
    icon: Scale,
    steps: [
      "Open Weight from the app menu.",
      "Enter today's weight in kg, lb or stone (your unit is set in Settings) and save. There is one entry per day; logging again the same day replaces it after you confirm.",
      "Weigh yourself at the same time each day, ideally in the morning before eating, so entries compare fairly.",
      "Read the trend line on the chart rather than single days: it smooths out water and food swings.",
      "Edit or delete any past entry from the history list if you mistyped it.",
    ],
  },
  {
    id: "meal-planning",
    title: "Meal planning",
    icon: Utensils,
    steps: [
      "Open Meals and pick the day, then the meal: Breakfast, Lunch, Dinner or Snacks.",
      "Search the USDA food database (or your own foods) and choose the food that matches.",
      "Enter the amount in grams, ounces or one of the food's household portions, such as 1 cup or 1 slice.",
      "Check the day's totals for calories, protein, carbohydrate and fat against your daily targets.",
      "Plan ahead by logging tomorrow's meals now, or copy a meal you eat often to save typing.",
    ],
  },
  {
    id: "goal-setting",
    title: "Goal setting",
    icon: Target,
    steps: [
      "Open Goals and start the goal wizard.",
      "Enter your sex, height, current weight and activity level: the wizard estimates your energy needs with the Mifflin-St Jeor equation.",
      "Choose to lose, keep or gain weight, your target weight and a weekly pace; the wizard warns you when a pace is too fast to be safe.",
      "Review the suggested daily calorie, macro and water targets, adjust any number you prefer, and save.",
      "Revisit Goals when your weight or activity changes, so your targets follow you.",
    ],
  },
  {
    id: "workout-tracking",
    title: "Workout tracking",
    icon: Dumbbell,
    steps: [
      "Open Workouts and choose the day.",
      "Pick the activity you did, such as walking, cycling or strength training.",
      "Enter how long you were active in minutes.",
      "Save: calories burned are estimated from the activity's MET value, your body weight and the duration.",
      "See your week's workouts and minutes in Progress, next to your weight and meals.",
    ],
  },
];
