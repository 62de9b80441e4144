import type { BrowserContext, Page } from "@playwright/test";
import type { Routine } from "../../src/contract/routines";
import type { CurrentWorkout, WorkoutDefaults } from "../../src/contract/workouts";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

const BENCH = "Barbell Bench Press - Medium Grip";
const SQUAT = "Barbell Squat";
const ROUTINE = "Push and squat";

/** The browser logs the 400 the journey provokes on purpose; anything else is a failure. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400/.test(e));

async function apiGet<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function apiPost(context: BrowserContext, url: string, data: object) {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
}

async function addFromLibrary(page: Page, search: string, name: string) {
  await page.getByLabel("Search exercises and activities").fill(search);
  const add = page.getByRole("button", { name: `Add ${name}`, exact: true });
  await add.waitFor();
  await add.click();
}

/** Fills an exercise's three target sets: the first typed, two more added as copies, the last changed. */
async function threeSets(page: Page, name: string, reps: string, kg: string, lastKg: string) {
  await page.getByLabel(`${name}, set 1 reps`).fill(reps);
  await page.getByLabel(`${name}, set 1 kg`).fill(kg);
  await page.getByRole("button", { name: `Add set to ${name}` }).click();
  await page.getByRole("button", { name: `Add set to ${name}` }).click();
  expect(await page.getByLabel(`${name}, set 3 kg`).inputValue()).toBe(kg);
  await page.getByLabel(`${name}, set 3 kg`).fill(lastKg);
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "no sideways scrolling at 390 px",
  ).toBeLessThanOrEqual(390);
}

test.describe("routines", () => {
  test(
    "builds a routine, keeps a logged workout as one, and starts a workout from it with last time's numbers",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      test.setTimeout(180_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const { today } = await apiGet<WorkoutDefaults>(context, "/api/workouts/defaults");
      // Last time: a finished session with two working sets of bench press.
      const started = new Date(Date.now() - 90 * 60_000);
      await apiPost(context, "/api/workouts", {
        date: today,
        name: "Tuesday",
        bodyWeightKg: 80,
        startedAt: started.toISOString(),
        endedAt: new Date(started.getTime() + 45 * 60_000).toISOString(),
        items: [
          {
            exerciseId: "Barbell_Bench_Press_-_Medium_Grip",
            sets: [
              { reps: 6, weightKg: 70 },
              { reps: 5, weightKg: 72.5 },
            ],
          },
        ],
      });

      await page.goto("/app/workouts");
      await expect(page.getByText(/No routines yet/).first()).toBeVisible();
      await page.getByRole("link", { name: "New routine" }).click();
      await page.waitForURL(/\/app\/workouts\/routines\/new$/);
      await addFromLibrary(page, "barbell bench press medium grip", BENCH);
      await threeSets(page, BENCH, "8", "60", "65");
      await page.getByRole("button", { name: "Add exercise" }).click();
      await addFromLibrary(page, "barbell squat", SQUAT);
      await threeSets(page, SQUAT, "5", "100", "100");
      const rest = page.getByLabel("Rest between sets (seconds)");
      await rest.first().fill("120");

      // No name: the server's refusal lands on the field and everything typed stays.
      await page.getByRole("button", { name: "Save routine" }).click();
      await expect(page.getByText("Give the routine a name").first()).toBeVisible();
      expect(await page.getByLabel(`${SQUAT}, set 1 kg`).inputValue()).toBe("100");
      await page.getByLabel("Name", { exact: true }).fill(ROUTINE);
      await page.getByLabel("Folder (optional)").fill("Strength");
      await axe(page);
      await screenshot(page, "routine-editor-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await noSidewaysScroll(page);
      await axe(page);
      await screenshot(page, "routine-editor-390");
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole("button", { name: "Save routine" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText(`${BENCH} ×3, ${SQUAT} ×3`).first()).toBeVisible();

      // Keep the logged workout as a routine too, from its card.
      await page.getByRole("button", { name: "Save as routine" }).click();
      await page.getByLabel("Routine name").fill("Tuesday bench");
      await axe(page);
      await page.getByRole("dialog").getByRole("button", { name: "Save routine" }).click();
      await page.getByRole("link", { name: "Open Tuesday bench" }).waitFor();
      await page.getByRole("button", { name: "Close" }).first().click();
      await page.getByRole("button", { name: "Start Tuesday bench" }).waitFor();

      await axe(page);
      await screenshot(page, "routines-section-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await noSidewaysScroll(page);
      await axe(page);
      await screenshot(page, "routines-section-390");
      await page.setViewportSize(VIEWPORTS.desktop);
      const mine = unexpected(consoleErrors);

      await page.getByRole("button", { name: `Start ${ROUTINE}`, exact: true }).click();
      // No weigh-in yet: the body weight is asked once, as calories are estimated from it.
      const weight = page.getByRole("dialog", { name: "Your body weight" });
      await weight.getByLabel("Body weight (kg)").fill("eighty");
      await weight.getByRole("button", { name: "Start the workout" }).click();
      await expect(page.getByText("Enter your body weight as a number").first()).toBeVisible();
      await axe(page);
      await weight.getByLabel("Body weight (kg)").fill("80");
      await weight.getByRole("button", { name: "Start the workout" }).click();
      await page.waitForURL(/\/app\/workouts\/log\/[0-9a-f-]{36}$/);
      const workoutId = page.url().split("/").at(-1);
      const { workout } = await apiGet<CurrentWorkout>(context, "/api/workouts/current");
      expect(workout?.id).toBe(workoutId);
      expect(workout).toMatchObject({
        name: ROUTINE,
        inProgress: true,
        endedAt: null,
        bodyWeightKg: 80,
      });
      expect(workout!.items.map((i) => i.exerciseName)).toEqual([BENCH, SQUAT]);
      expect(workout!.items[0]!.restSeconds).toBe(120);
      const numbers = (index: number) =>
        workout!.items[index]!.sets.map((s) => [s.reps, s.weightKg, s.done]);
      // Bench: last time's two sets, then the routine's third target; squat has no history, so its targets.
      expect(numbers(0)).toEqual([
        [6, 70, false],
        [5, 72.5, false],
        [8, 65, false],
      ]);
      expect(numbers(1)).toEqual([
        [5, 100, false],
        [5, 100, false],
        [5, 100, false],
      ]);
      const { routines } = await apiGet<{ routines: Routine[] }>(context, "/api/routines");
      expect(workout!.routineId).toBe(routines.find((r) => r.name === ROUTINE)?.id);

      // A second start asks first whether to resume the workout in progress; the keyboard answers it.
      await page.goto("/app/workouts");
      await page.getByRole("button", { name: `Start ${ROUTINE}`, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "A workout is in progress" });
      await dialog.waitFor();
      await axe(page);
      await screenshot(page, "routines-resume-dialog-1280");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Resume it");
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/app/workouts/log/${workoutId}`);
      expect((await apiGet<CurrentWorkout>(context, "/api/workouts/current")).workout?.id).toBe(
        workoutId,
      );
      expect(mine).toEqual([]);
      await context.close();
    },
  );

  test(
    "edits a routine's order and deletes it after confirming",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      test.setTimeout(120_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await apiPost(context, "/api/routines", {
        name: "Legs",
        items: [
          { exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: 100 }] },
          { exerciseId: "Plank", sets: [{ seconds: 60 }] },
        ],
      });
      await page.goto("/app/workouts");
      await page.getByRole("link", { name: "Edit Legs" }).click();
      await page.getByLabel(`${SQUAT}, set 1 kg`).waitFor();
      await page.getByRole("button", { name: "Move Plank up" }).click();
      await page.getByLabel("Plank, set 1 seconds").fill("90");
      await noSidewaysScroll(page);
      await axe(page);
      await screenshot(page, "routine-edit-390");
      await page.getByRole("button", { name: "Save routine" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText(`Plank ×1, ${SQUAT} ×1`).first()).toBeVisible();
      const { routines } = await apiGet<{ routines: Routine[] }>(context, "/api/routines");
      expect(
        routines[0]!.items.map((i) => [i.exerciseId, i.sets[0]!.seconds ?? i.sets[0]!.weightKg]),
      ).toEqual([
        ["Plank", 90],
        ["Barbell_Squat", 100],
      ]);

      await page.getByRole("link", { name: "Edit Legs" }).click();
      await page.getByRole("button", { name: "Delete routine" }).click();
      await page.getByRole("dialog", { name: "Delete this routine?" }).waitFor();
      await axe(page);
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText(/No routines yet/).first()).toBeVisible();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
