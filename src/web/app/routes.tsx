import type { ComponentType } from "react";
import { APP_PAGES } from "../../contract/app-pages";
import { createBrowserRouter, type RouteObject } from "react-router";
import { lazyPage } from "../components/layout/lazy-page";
import { NotFoundPage } from "../components/layout/not-found";
import { PublicLayout } from "./public-layout";
import { RootLayout, RoutePending } from "./root-layout";
import { RouteError } from "./route-error";
import { titleHandle } from "../lib/use-title";
import { adminRoutes } from "./admin-routes";

/** Each page is its own chunk: the first load carries only the page asked for (and a failed one can be tried again). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(async () => pick(await load()));
}

const notFound: RouteObject = {
  path: "*",
  Component: NotFoundPage,
  handle: titleHandle("Page not found"),
};

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import("../public/landing-page"),
      (m) => m.LandingPage,
    ),
  },
  {
    path: APP_PAGES.login,
    handle: titleHandle("Log in"),
    lazy: page(
      () => import("../auth/login-page"),
      (m) => m.LoginPage,
    ),
  },
  {
    path: APP_PAGES.signup,
    handle: titleHandle("Sign up"),
    lazy: page(
      () => import("../auth/signup-page"),
      (m) => m.SignupPage,
    ),
  },
  {
    path: APP_PAGES.forgotPassword,
    handle: titleHandle("Reset your password"),
    lazy: page(
      () => import("../auth/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: APP_PAGES.resetPassword,
    handle: titleHandle("Choose a new password"),
    lazy: page(
      () => import("../auth/reset-password-page"),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: APP_PAGES.verifyEmail,
    handle: titleHandle("Verify your e-mail address"),
    lazy: page(
      () => import("../auth/verify-email-page"),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: APP_PAGES.signupComplete,
    handle: titleHandle("Finish signing up"),
    lazy: page(
      () => import("../auth/complete-signup-page"),
      (m) => m.CompleteSignupPage,
    ),
  },
  {
    path: APP_PAGES.loginLink,
    handle: titleHandle("Link your account"),
    lazy: page(
      () => import("../auth/link-account-page"),
      (m) => m.LinkAccountPage,
    ),
  },
  {
    path: APP_PAGES.confirmEmailChange,
    handle: titleHandle("Confirm your new e-mail address"),
    lazy: page(
      () => import("../settings/confirm-email-change-page"),
      (m) => m.ConfirmEmailChangePage,
    ),
  },
  {
    path: APP_PAGES.terms,
    handle: titleHandle("Terms of Service"),
    lazy: page(
      () => import("../public/terms-page"),
      (m) => m.TermsPage,
    ),
  },
  {
    path: APP_PAGES.privacy,
    handle: titleHandle("Privacy Policy"),
    lazy: page(
      () => import("../public/privacy-page"),
      (m) => m.PrivacyPage,
    ),
  },
  notFound,
];

const appRoutes: RouteObject[] = [
  {
    index: true,
    handle: titleHandle("Dashboard"),
    lazy: page(
      () => import("../dashboard/dashboard-page"),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: APP_PAGES.weight,
    handle: titleHandle("Weight"),
    lazy: page(
      () => import("../weight/weight-page"),
      (m) => m.WeightPage,
    ),
  },
  {
    path: APP_PAGES.weightImport,
    handle: titleHandle("Import weight history"),
    lazy: page(
      () => import("../weight-import/weight-import-page"),
      (m) => m.WeightImportPage,
    ),
  },
  {
    path: APP_PAGES.workouts,
    handle: titleHandle("Workouts"),
    lazy: page(
      () => import("../workouts/workouts-page"),
      (m) => m.WorkoutsPage,
    ),
  },
  {
    path: APP_PAGES.workoutLog,
    handle: titleHandle("Workout"),
    lazy: page(
      () => import("../workouts/logger/logger-page"),
      (m) => m.LoggerPage,
    ),
  },
  {
    path: APP_PAGES.routineNew,
    handle: titleHandle("New routine"),
    lazy: page(
      () => import("../routines/routine-editor-page"),
      (m) => m.RoutineEditorPage,
    ),
  },
  {
    path: APP_PAGES.routine,
    handle: titleHandle("Routine"),
    lazy: page(
      () => import("../routines/routine-editor-page"),
      (m) => m.RoutineEditorPage,
    ),
  },
  {
    path: APP_PAGES.records,
    handle: titleHandle("Personal records"),
    lazy: page(
      () => import("../training/records-page"),
      (m) => m.RecordsPage,
    ),
  },
  {
    path: APP_PAGES.exercise,
    handle: titleHandle("Exercise history"),
    lazy: page(
      () => import("../training/exercise-history-page"),
      (m) => m.ExerciseHistoryPage,
    ),
  },
  {
    path: APP_PAGES.workoutImport,
    handle: titleHandle("Import and export workouts"),
    lazy: page(
      () => import("../workouts/import/import-page"),
      (m) => m.ImportPage,
    ),
  },
  {
    path: APP_PAGES.meals,
    handle: titleHandle("Meals"),
    lazy: page(
      () => import("../meals/meals-page"),
      (m) => m.MealsPage,
    ),
  },
  {
    path: APP_PAGES.myFoods,
    handle: titleHandle("My foods"),
    lazy: page(
      () => import("../meals/my-foods-page"),
      (m) => m.MyFoodsPage,
    ),
  },
  {
    path: APP_PAGES.nutrients,
    handle: titleHandle("Nutrients"),
    lazy: page(
      () => import("../nutrients/day-panel-page"),
      (m) => m.DayPanelPage,
    ),
  },
  {
    path: APP_PAGES.goals,
    handle: titleHandle("Goals"),
    lazy: page(
      () => import("../goals/goals-page"),
      (m) => m.GoalsPage,
    ),
  },
  {
    path: APP_PAGES.water,
    handle: titleHandle("Water"),
    lazy: page(
      () => import("../water/water-page"),
      (m) => m.WaterPage,
    ),
  },
  {
    path: APP_PAGES.progress,
    handle: titleHandle("Progress"),
    lazy: page(
      () => import("../progress/progress-page"),
      (m) => m.ProgressPage,
    ),
  },
  {
    path: APP_PAGES.settings,
    handle: titleHandle("Settings"),
    lazy: page(
      () => import("../settings/settings-page"),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: APP_PAGES.settingsPlan,
    handle: titleHandle("Your plan"),
    lazy: page(
      () => import("../plan/plan-page"),
      (m) => m.PlanPage,
    ),
  },
  {
    path: APP_PAGES.settingsData,
    handle: titleHandle("Your data"),
    lazy: page(
      () => import("../data-export/your-data-page"),
      (m) => m.YourDataPage,
    ),
  },
  {
    path: APP_PAGES.settingsApi,
    handle: titleHandle("API access"),
    lazy: page(
      () => import("../api-tokens/api-tokens-page"),
      (m) => m.ApiTokensPage,
    ),
  },
  {
    path: APP_PAGES.support,
    handle: titleHandle("Support"),
    lazy: page(
      () => import("../support/support-page"),
      (m) => m.SupportPage,
    ),
  },
  {
    path: APP_PAGES.supportNew,
    handle: titleHandle("New ticket"),
    lazy: page(
      () => import("../support/new-ticket-page"),
      (m) => m.NewTicketPage,
    ),
  },
  {
    path: APP_PAGES.supportTicket,
    handle: titleHandle("Support ticket"),
    lazy: page(
      () => import("../support/ticket-page"),
      (m) => m.TicketPage,
    ),
  },
  notFound,
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Shown on the first paint while the matched routes' chunks load, instead of an empty page.
    HydrateFallback: RoutePending,
    errorElement: <RouteError />,
    children: [
      {
        path: APP_PAGES.landing,
        Component: PublicLayout,
        errorElement: <RouteError />,
        children: publicRoutes,
      },
      // The help centre and the sign-out screen draw their own frame.
      {
        path: APP_PAGES.help,
        handle: titleHandle("Help Center"),
        lazy: page(
          () => import("../help/help-page"),
          (m) => m.HelpPage,
        ),
      },
      {
        path: APP_PAGES.logout,
        handle: titleHandle("Sign out"),
        lazy: page(
          () => import("../auth/logout-page"),
          (m) => m.LogoutPage,
        ),
      },
      {
        path: APP_PAGES.admin,
        lazy: page(
          () => import("../admin/admin-app"),
          (m) => m.AdminApp,
        ),
        errorElement: <RouteError />,
        // As in the app: a failing admin page keeps the panel's header and navigation around it.
        children: [{ errorElement: <RouteError />, children: adminRoutes }],
      },
      {
        path: APP_PAGES.dashboard,
        // The signed-in frame is not part of the public pages' first load.
        lazy: page(
          () => import("./require-auth"),
          (m) => m.RequireAuth,
        ),
        errorElement: <RouteError />,
        // The boundary sits inside the shell, so a crashing page keeps the navigation around it.
        children: [
          {
            lazy: page(
              () => import("./app-shell"),
              (m) => m.AppShell,
            ),
            children: [{ errorElement: <RouteError />, children: appRoutes }],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
