import { describe, expect, it } from "vitest";
import { defaultQueueFilters, MY_DEPARTMENTS, savedRepliesForDepartment } from "./ticket-queue";

describe("defaultQueueFilters", () => {
  it("opens an agent who belongs to departments on those departments", () => {
    expect(defaultQueueFilters({ belongsToDepartments: true })).toEqual({
      view: "all",
      departmentId: MY_DEPARTMENTS,
      status: "",
      priority: "",
    });
  });

  it("opens everyone else on the whole queue", () => {
    expect(defaultQueueFilters({ belongsToDepartments: false })).toEqual({
      view: "all",
      departmentId: "",
      status: "",
      priority: "",
    });
  });
});

describe("savedRepliesForDepartment", () => {
  const replies = [
    { id: "a", departmentId: "billing" },
    { id: "b", departmentId: "tech" },
    { id: "c", departmentId: "billing" },
    { id: "d", departmentId: "tech" },
  ];

  it("puts the ticket's department's replies first, each group in the store's order", () => {
    expect(savedRepliesForDepartment(replies, "tech").map((r) => r.id)).toEqual([
      "b",
      "d",
      "a",
      "c",
    ]);
  });

  it("keeps the store's order for a ticket without a department or with one that has no replies", () => {
    expect(savedRepliesForDepartment(replies, null).map((r) => r.id)).toEqual(["a", "b", "c", "d"]);
    expect(savedRepliesForDepartment(replies, "sales").map((r) => r.id)).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("returns a new list, leaving the given one as it was", () => {
    const given = [...replies];
    savedRepliesForDepartment(given, "tech");
    expect(given).toEqual(replies);
  });
});
