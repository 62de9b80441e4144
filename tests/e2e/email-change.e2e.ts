import { readFileSync } from "node:fs";
import { expect, test, screenshot, signUpViaApi, serverLog } from "./playwright-utils";

/** The link of the newest e-mail change mail to `email`, read from the server's log as verificationLinkFor does. */
async function emailChangeLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = readFileSync(serverLog(), "utf8")
      .split("\n")
      .filter(
        (line) => line.includes('"kind":"email_change"') && line.includes(JSON.stringify(email)),
      )
      .map((line) => JSON.parse(line) as { to?: string; msg?: string })
      .filter((entry) => entry.to === email)
      .map(
        (entry) => /https?:\/\/\S+\/confirm-email-change\?token=[\w-]+/.exec(entry.msg ?? "")?.[0],
      )
      .at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail change mail to ${email} in the server log`);
}

test.describe("changing one's e-mail address", () => {
  test(`asks in Settings, opens the link mailed to the new address, and Settings shows the new address, verified`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    const user = await signUpViaApi(context);
    const newEmail = `changed-${viewport}-${Date.now()}@example.com`;

    await page.goto("/app/settings");
    const section = page.getByRole("region", { name: "E-mail address", exact: true });
    await section.getByText(user.email).waitFor();
    await section.getByText("Not verified").waitFor();
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill("Wrong-password-9");
    await section.getByRole("button", { name: "Change e-mail" }).click();
    // A wrong password is said under its field, and what was typed stays.
    await section.getByText("Your current password is not correct").waitFor();
    expect(await section.getByLabel("New e-mail address").inputValue()).toBe(newEmail);
    await section.getByLabel("Current password").fill(user.password);
    await section.getByRole("button", { name: "Change e-mail" }).click();
    await section
      .getByText(`We sent a link to ${newEmail}. Your address changes when you open it.`)
      .waitFor();
    await axe(page);
    await screenshot(page, `email-change-pending-${viewport}`);

    await page.goto(await emailChangeLinkFor(newEmail));
    await page.getByRole("heading", { name: "Confirm your new e-mail address" }).waitFor();
    await axe(page);
    await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
    await axe(page);
    await screenshot(page, `email-change-done-${viewport}`);

    await page.getByRole("link", { name: "Back to Settings" }).click();
    await section.getByText(newEmail).waitFor();
    await section.getByText("Verified", { exact: true }).waitFor();
    expect(await section.getByText(user.email).count()).toBe(0);
    expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);
    await context.close();
  });

  test(
    "cancels a pending change, and the link then says it is no longer valid",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context } = await openPage();
      const user = await signUpViaApi(context);
      const newEmail = `cancelled-${Date.now()}@example.com`;
      await page.goto("/app/settings");
      const section = page.getByRole("region", { name: "E-mail address", exact: true });
      await section.getByLabel("New e-mail address").fill(newEmail);
      await section.getByLabel("Current password").fill(user.password);
      await section.getByRole("button", { name: "Change e-mail" }).click();
      await section.getByRole("button", { name: "Cancel the change" }).click();
      await section.getByLabel("New e-mail address").waitFor();

      await page.goto(await emailChangeLinkFor(newEmail));
      await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "invalid, has expired or was already used" })
        .waitFor();
      await axe(page);
      await screenshot(page, "email-change-invalid-link-desktop");
      await context.close();
    },
  );
});
