import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { V8_SETTINGS } from "./v8-settings";

describe("V8 settings", () => {
  // setFlagsFromString ignores a flag V8 does not know, so a misspelt or retired one would be lost
  // without a word; on the command line the same flag stops node with "bad option".
  it("names only flags this Node's V8 knows", () => {
    const run = spawnSync(process.execPath, [...V8_SETTINGS, "-e", "0"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("rejects a flag V8 does not know, which is what the test above relies on", () => {
    const run = spawnSync(process.execPath, ["--liftoff-onlyy", "-e", "0"], { encoding: "utf8" });
    expect(run.status).not.toBe(0);
  });
});
