import {
  Droplets,
  Dumbbell,
  LineChart,
  Scale,
  Target,
  Utensils,
  type LucideIcon,
} from "lucide-react";

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const FEATURES: readonly Feature[] = [
  {
    title: "Weight",
    description:
      "One weigh-in a day in kg, lb or stone, with a trend line that smooths out daily swings.",
    icon: Scale,
  },
  {
    title: "Meals",
    description:
      "Log breakfast, lunch, dinner and snacks from the USDA food database: 8,789 foods with household portions.",
    icon: Utensils,
  },
  {
    title: "Workouts",
    description:
      "Record the activity and its duration; calories burned are estimated from its MET value and your weight.",
    icon: Dumbbell,
  },
  {
    title: "Water",
    description:
      "Tap in each glass or bottle in ml or fl oz and watch the day's total fill up to your target.",
    icon: Droplets,
  },
  {
    title: "Goals",
    description:
      "A short wizard estimates your energy needs with the Mifflin-St Jeor equation and suggests daily targets.",
    icon: Target,
  },
  {
    title: "Progress charts",
    description: "See weight, calories, workouts and water over weeks and months, side by side.",
    icon: LineChart,
  },
];

/** Marketing figures of the spec (section 1): text, not measured data. */
export const MARKETING_STATS = [
  { value: "10K+", label: "users" },
  { value: "500K+", label: "meals" },
  { value: "1M+", label: "workouts" },
  { value: "95%", label: "success rate" },
] as const;

/** Sample testimonials; the names are invented. */
export const TESTIMONIALS = [
  {
    quote:
      "Seeing the trend line instead of the daily number stopped me from panicking every morning. Down 6 kg since spring.",
    name: "Maria K.",
    detail: "Tracking weight",
  },
  {
    quote:
      "Finally a food search that knows what 'one medium apple' weighs. Logging lunch takes me under a minute.",
    name: "Daniel O.",
    detail: "Logging meals",
  },
  {
    quote:
      "I log my runs and rides, and the calories burned show up next to what I ate. Simple and honest.",
    name: "Priya S.",
    detail: "Tracking workouts",
  },
] as const;
