import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppShell } from "./components/layout/app-shell";
import { NotFoundPage } from "./components/layout/not-found";
import { PublicLayout } from "./components/layout/public-layout";
import { RequireAuth } from "./components/layout/require-auth";
import { RouteError } from "./components/layout/route-error";
import { adminRoutes } from "./admin/admin-routes";

/** Each page is its own chunk: the first load carries only the page asked for. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("./public/landing-page"), (m) => m.LandingPage) },
  { path: "login", lazy: page(() => import("./auth/login-page"), (m) => m.LoginPage) },
  { path: "signup", lazy: page(() => import("./auth/signup-page"), (m) => m.SignupPage) },
  { path: "forgot-password", lazy: page(() => import("./auth/forgot-password-page"), (m) => m.ForgotPasswordPage) },
  { path: "reset-password", lazy: page(() => import("./auth/reset-password-page"), (m) => m.ResetPasswordPage) },
  { path: "verify-email", lazy: page(() => import("./auth/verify-email-page"), (m) => m.VerifyEmailPage) },
  { path: "terms", lazy: page(() => import("./public/terms-page"), (m) => m.TermsPage) },
  { path: "privacy", lazy: page(() => import("./public/privacy-page"), (m) => m.PrivacyPage) },
  { path: "*", Component: NotFoundPage },
];

const appRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("./dashboard/dashboard-page"), (m) => m.DashboardPage) },
  { path: "weight", lazy: page(() => import("./weight/weight-page"), (m) => m.WeightPage) },
  { path: "workouts", lazy: page(() => import("./workouts/workouts-page"), (m) => m.WorkoutsPage) },
  { path: "meals", lazy: page(() => import("./meals/meals-page"), (m) => m.MealsPage) },
  { path: "meals/my-foods", lazy: page(() => import("./meals/my-foods-page"), (m) => m.MyFoodsPage) },
  { path: "goals", lazy: page(() => import("./goals/goals-page"), (m) => m.GoalsPage) },
  { path: "water", lazy: page(() => import("./water/water-page"), (m) => m.WaterPage) },
  { path: "progress", lazy: page(() => import("./progress/progress-page"), (m) => m.ProgressPage) },
  { path: "settings", lazy: page(() => import("./settings/settings-page"), (m) => m.SettingsPage) },
  { path: "support", lazy: page(() => import("./support/support-page"), (m) => m.SupportPage) },
  { path: "support/new", lazy: page(() => import("./support/new-ticket-page"), (m) => m.NewTicketPage) },
  { path: "support/:id", lazy: page(() => import("./support/ticket-page"), (m) => m.TicketPage) },
  { path: "*", Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: "/", Component: PublicLayout, errorElement: <RouteError />, children: publicRoutes },
      // The help centre and the sign-out screen draw their own frame.
      { path: "/help", lazy: page(() => import("./help/help-page"), (m) => m.HelpPage) },
      { path: "/logout", lazy: page(() => import("./auth/logout-page"), (m) => m.LogoutPage) },
      { path: "/admin", lazy: page(() => import("./admin/admin-app"), (m) => m.AdminApp), errorElement: <RouteError />, children: adminRoutes },
      {
        path: "/app",
        Component: RequireAuth,
        errorElement: <RouteError />,
        // The boundary sits inside the shell, so a crashing page keeps the navigation around it.
        children: [{ Component: AppShell, children: [{ errorElement: <RouteError />, children: appRoutes }] }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
