import {
  Activity,
  Droplets,
  Dumbbell,
  Gauge,
  LayoutDashboard,
  Settings,
  Target,
  Utensils,
} from "lucide-react";

/** The app's navigation, in the order of the end-user spec (section 2, App shell). */
export const APP_NAV_ITEMS = [
  { to: "/app", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/app/weight", label: "Weight", icon: Gauge, end: false },
  { to: "/app/workouts", label: "Workouts", icon: Dumbbell, end: false },
  { to: "/app/meals", label: "Meals", icon: Utensils, end: false },
  { to: "/app/goals", label: "Goals", icon: Target, end: false },
  { to: "/app/water", label: "Water", icon: Droplets, end: false },
  { to: "/app/progress", label: "Progress", icon: Activity, end: false },
  { to: "/app/settings", label: "Settings", icon: Settings, end: false },
] as const;
