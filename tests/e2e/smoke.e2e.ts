import { describe, expect, it } from "vitest";
import { openPage, signUpViaApi, useBrowser } from "./fixtures";

const browser = useBrowser();

describe("smoke", () => {
  it("serves the SPA and a signed-in user reaches /app", async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signUpViaApi(context);
    await page.goto("/app");
    await expect
      .poll(() => page.getByRole("heading", { name: "Dashboard" }).isVisible())
      .toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
