import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { profileApi } from "../../contract/profile";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET/PATCH /api/profile", () => {
  it("reads and updates the user's own profile, storing height in cm", async () => {
    const user = await createTestUser(ctx, { firstName: "Grace" });
    const read = await ctx.call(profileApi.get, { cookie: user.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().profile).toMatchObject({
      id: user.id,
      firstName: "Grace",
      unitSystem: "metric",
      heightCm: null,
    });

    const changes = {
      firstName: " Grace ",
      lastName: "Hopper",
      birthday: "1986-12-09",
      sex: "female",
      heightCm: 167.64,
      timeZone: "America/New_York",
      unitSystem: "imperial",
    };
    const patch = await ctx.call(profileApi.update, { cookie: user.cookie, body: changes });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().profile).toMatchObject({ ...changes, firstName: "Grace", heightCm: 167.6 });

    const cleared = await ctx.call(profileApi.update, {
      cookie: user.cookie,
      body: { sex: null, heightCm: null },
    });
    expect(cleared.json().profile).toMatchObject({ sex: null, heightCm: null, lastName: "Hopper" });
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.call(profileApi.get)).statusCode).toBe(401);
    const patch = await ctx.call(profileApi.update, { body: { firstName: "X" } });
    expect(patch.statusCode).toBe(401);
    expect(patch.json().error.message).toBe("No user logged in");
  });

  it.each([
    [{ heightCm: 49.9 }, "heightCm", "between 50 and 272 cm"],
    [{ heightCm: 272.1 }, "heightCm", "between 50 and 272 cm"],
    [{ heightCm: "180" }, "heightCm", "between 50 and 272 cm"],
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", "Choose a time zone from the list"],
    [{ timeZone: "" }, "timeZone", "Choose a time zone from the list"],
    [{ birthday: "" }, "birthday", "Please enter your date of birth"],
    [{ birthday: "2001-02-30" }, "birthday", "Enter a real date"],
    [{ birthday: "2999-01-01" }, "birthday", "Date of birth cannot be in the future"],
    [
      { birthday: new Date().toISOString().slice(0, 10) },
      "birthday",
      "You must be at least 13 years old to use Vitalog",
    ],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ lastName: "x".repeat(81) }, "lastName", "Last name can be at most 80 characters"],
    [{ sex: "other" }, "sex", ""],
    [{ unitSystem: "cubits" }, "unitSystem", ""],
    [{ planId: "00000000-0000-0000-0000-000000000000" }, "body", ""],
  ])("answers 400 naming the field for %j", async (body, field, message) => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(profileApi.update, { cookie: user.cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toContain(message);
  });

  it("judges the birth date in the new time zone when both change together", async () => {
    const user = await createTestUser(ctx);
    // Thirteen today on Kiritimati (UTC+14), while in Niue (UTC-11) that birthday is still tomorrow.
    const kiritimati = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(
      new Date(),
    );
    const niue = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Niue" }).format(new Date());
    const thirteenth = `${Number(kiritimati.slice(0, 4)) - 13}${kiritimati.slice(4)}`;
    const inKiritimati = await ctx.call(profileApi.update, {
      cookie: user.cookie,
      body: { birthday: thirteenth, timeZone: "Pacific/Kiritimati" },
    });
    expect(inKiritimati.statusCode).toBe(200);
    if (niue !== kiritimati) {
      const inNiue = await ctx.call(profileApi.update, {
        cookie: user.cookie,
        body: { birthday: thirteenth, timeZone: "Pacific/Niue" },
      });
      expect(inNiue.statusCode).toBe(400);
      expect(inNiue.json().error.fields.birthday).toMatch(/at least 13/);
    }
  });

  it("changes only the caller's own profile", async () => {
    const alice = await createTestUser(ctx, { firstName: "Alice" });
    const bob = await createTestUser(ctx, { firstName: "Bob" });
    await ctx.call(profileApi.update, {
      cookie: alice.cookie,
      body: { firstName: "Alicia", id: bob.id },
    });
    const bobAfter = await ctx.call(profileApi.get, { cookie: bob.cookie });
    expect(bobAfter.json().profile.firstName).toBe("Bob");
  });
});
