import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DepartmentList } from "./department-list";

const noop = () => undefined;

describe("DepartmentList", () => {
  it("says 'No departments found' when there are none", () => {
    const html = renderToStaticMarkup(
      <DepartmentList departments={[]} selectedId={null} onSelect={noop} />,
    );
    expect(html).toContain("No departments found");
  });

  it("lists each department with its Active/Inactive badge instead", () => {
    const departments = [
      {
        id: "1",
        name: "Billing",
        description: "Plans",
        color: "#059669",
        isActive: true,
        sortOrder: 1,
      },
      {
        id: "2",
        name: "Old desk",
        description: "",
        color: "#6B7280",
        isActive: false,
        sortOrder: 2,
      },
    ];
    const html = renderToStaticMarkup(
      <DepartmentList departments={departments} selectedId="1" onSelect={noop} />,
    );
    expect(html).not.toContain("No departments found");
    expect(html).toMatch(/Billing.*Active.*Old desk.*Inactive/s);
  });

  it("clamps a long description to two lines, with no display class that would undo the clamp", () => {
    const description = "A desk for every question about invoices, refunds and plans. ".repeat(8);
    const departments = [
      { id: "1", name: "Billing", description, color: "#059669", isActive: true, sortOrder: 1 },
    ];
    const html = renderToStaticMarkup(
      <DepartmentList departments={departments} selectedId={null} onSelect={noop} />,
    );
    const descriptionClass =
      new RegExp(`class="([^"]*)">${description.slice(0, 20)}`).exec(html)?.[1] ?? "";
    expect(descriptionClass.split(" ")).toContain("line-clamp-2");
    expect(descriptionClass.split(" ")).not.toContain("block");
  });
});
