import { describe, expect, it } from "vitest";
import { muscleRows } from "./muscle-volume-card";

describe("muscleRows", () => {
  it("adds each muscle's sets over the range and averages them over every week, empty ones too", () => {
    const rows = muscleRows({
      weeks: [
        { weekStart: "2026-11-09", muscles: [{ muscle: "chest", sets: 6, volumeKg: 1800 }] },
        { weekStart: "2026-11-16", muscles: [] },
        {
          weekStart: "2026-11-23",
          muscles: [
            { muscle: "lats", sets: 9, volumeKg: 0 },
            { muscle: "chest", sets: 3, volumeKg: 900 },
          ],
        },
      ],
    });
    expect(rows).toEqual([
      { muscle: "chest", perWeek: 3, sets: 9, volumeKg: 2700 },
      { muscle: "lats", perWeek: 3, sets: 9, volumeKg: 0 },
    ]);
  });
});
