import { describe, expect, it } from "vitest";
import { isRecoveryCodeShape, newRecoveryCode, normaliseRecoveryCode } from "./recovery-codes";

describe("recovery codes", () => {
  it("reads as xxxx-xxxx-xx of lower-case letters and digits without look-alikes", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
      expect(code).not.toMatch(/[01ilo]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("ignores case, spaces and dashes as typed", () => {
    expect(normaliseRecoveryCode("ABCD-efgh-JK")).toBe("abcdefghjk");
    expect(normaliseRecoveryCode(" abcd efgh jk ")).toBe("abcdefghjk");
    expect(normaliseRecoveryCode("abcdefghjk")).toBe("abcdefghjk");
    expect(isRecoveryCodeShape("ABCD EFGH JK")).toBe(true);
  });

  it("refuses what no code can be: look-alikes, wrong length, other characters", () => {
    expect(isRecoveryCodeShape("abcd-efgh-j1")).toBe(false);
    expect(isRecoveryCodeShape("abcd-efgh-jo")).toBe(false);
    expect(isRecoveryCodeShape("abcd-efgh-j")).toBe(false);
    expect(isRecoveryCodeShape("abcd-efgh-jkm")).toBe(false);
    expect(isRecoveryCodeShape("abcd_efgh_jk")).toBe(false);
  });
});
