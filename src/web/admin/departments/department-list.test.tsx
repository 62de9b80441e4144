import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DepartmentList } from "./department-list";

const noop = () => undefined;

describe("DepartmentList", () => {
  it("says 'No departments found' when there are none", () => {
    const html = renderToStaticMarkup(<DepartmentList departments={[]} selectedId={null} onSelect={noop} />);
    expect(html).toContain("No departments found");
  });

  it("lists each department with its Active/Inactive badge instead", () => {
    const departments = [
      { id: "1", name: "Billing", description: "Plans", color: "#059669", isActive: true, sortOrder: 1 },
      { id: "2", name: "Old desk", description: "", color: "#6B7280", isActive: false, sortOrder: 2 },
    ];
    const html = renderToStaticMarkup(<DepartmentList departments={departments} selectedId="1" onSelect={noop} />);
    expect(html).not.toContain("No departments found");
    expect(html).toMatch(/Billing.*Active.*Old desk.*Inactive/s);
  });
});
