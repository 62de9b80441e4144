import { describe, expect, it } from "vitest";
import {
  groupSecret,
  matchingTimeStep,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  timeStepAt,
  totpCodeAt,
  TOTP_PERIOD_SECONDS,
} from "./totp";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
// The middle of a step, so "one step either side" is not blurred by where in the step the test runs.
const NOW = 1_764_000_000_000 - (1_764_000_000_000 % STEP_MS) + STEP_MS / 2;

describe("TOTP", () => {
  it("matches RFC 6238's SHA-1 test vector (secret '12345678901234567890', T = 59 s)", () => {
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    // RFC 6238 Appendix B lists 94287082 for 8 digits; apps show the last 6.
    expect(totpCodeAt(rfcSecret, 59_000)).toBe("287082");
  });

  it("accepts the current code and one step either side, and answers the code's own step", () => {
    const secret = newTotpSecret();
    const step = timeStepAt(NOW);
    expect(matchingTimeStep({ secret, code: totpCodeAt(secret, NOW), timestamp: NOW })).toBe(step);
    expect(
      matchingTimeStep({ secret, code: totpCodeAt(secret, NOW - STEP_MS), timestamp: NOW }),
    ).toBe(step - 1);
    expect(
      matchingTimeStep({ secret, code: totpCodeAt(secret, NOW + STEP_MS), timestamp: NOW }),
    ).toBe(step + 1);
  });

  it("refuses a code two steps away, and a code of another secret", () => {
    const secret = newTotpSecret();
    for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
      const code = totpCodeAt(secret, NOW + offset);
      // A 6-digit code may repeat within the window by chance (1 in 10^6 per step); skip that draw.
      if ([-1, 0, 1].some((s) => totpCodeAt(secret, NOW + s * STEP_MS) === code)) continue;
      expect(matchingTimeStep({ secret, code, timestamp: NOW })).toBeNull();
    }
    const other = newTotpSecret();
    const code = totpCodeAt(other, NOW);
    if ([-1, 0, 1].every((s) => totpCodeAt(secret, NOW + s * STEP_MS) !== code)) {
      expect(matchingTimeStep({ secret, code, timestamp: NOW })).toBeNull();
    }
  });

  it("makes 160-bit base32 secrets, grouped by four for typing", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(groupSecret("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
    expect(groupSecret(secret).replace(/ /g, "")).toBe(secret);
  });

  it("writes the otpauth URI with the product as issuer and the e-mail as label, and draws it as SVG", async () => {
    const uri = otpauthUri({
      secret: "JBSWY3DPEHPK3PXP",
      issuer: "Vitalog",
      label: "ada@example.com",
    });
    const url = new URL(uri);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Vitalog:ada@example.com");
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(url.searchParams.get("issuer")).toBe("Vitalog");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("digits")).toBe("6");
    const svg = await qrSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
