import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProgressBar, ShareBar } from "./progress-bar";

const render = (element: React.ReactElement) => {
  const html = renderToStaticMarkup(element);
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
  return { html, attr, width: /width:\s*([^;"]+)/.exec(html)?.[1] };
};

describe("ProgressBar", () => {
  it("is a named progressbar from 0 to 100 with the share as its value", () => {
    const { attr, width } = render(<ProgressBar value={45} max={90} label="Vitamin C" />);
    expect(attr("role")).toBe("progressbar");
    expect(attr("aria-label")).toBe("Vitamin C");
    expect(attr("aria-valuemin")).toBe("0");
    expect(attr("aria-valuemax")).toBe("100");
    expect(attr("aria-valuenow")).toBe("50");
    expect(attr("aria-valuetext")).toBe("50%");
    expect(width).toBe("50%");
  });

  it("stops the bar and aria-valuenow at 100 but announces the true value past it", () => {
    const { attr, width } = render(<ProgressBar value={130} max={100} label="Sodium" />);
    expect(width).toBe("100%");
    expect(attr("aria-valuenow")).toBe("100");
    expect(attr("aria-valuetext")).toBe("130%");
  });

  it("stops at 0 below it, and announces that too", () => {
    const { attr, width } = render(<ProgressBar value={-10} max={50} label="Progress to goal" />);
    expect(width).toBe("0%");
    expect(attr("aria-valuenow")).toBe("0");
    expect(attr("aria-valuetext")).toBe("-20%");
  });

  it("is empty with nothing to measure against", () => {
    const { attr, width } = render(<ProgressBar value={10} max={0} label="Water" />);
    expect(width).toBe("0%");
    expect(attr("aria-valuenow")).toBe("0");
  });

  it("can be named by visible text, and say its value in words", () => {
    const { attr } = render(
      <ProgressBar value={1} max={2} labelledBy="water-heading" valueText="1 l of 2 l, 50%" />,
    );
    expect(attr("aria-labelledby")).toBe("water-heading");
    expect(attr("aria-label")).toBeUndefined();
    expect(attr("aria-valuetext")).toBe("1 l of 2 l, 50%");
  });

  it("takes the track's and the fill's look from the caller", () => {
    const { html } = render(
      <ProgressBar
        value={1}
        max={2}
        label="Water"
        className="h-3 bg-sky-100"
        barClassName="bg-sky-600"
      />,
    );
    expect(html).toMatch(/class="w-full overflow-hidden rounded-full h-3 bg-sky-100"/);
    expect(html).toMatch(/class="h-full rounded-full bg-sky-600"/);
  });
});

describe("ShareBar", () => {
  it("draws the share as ProgressBar does, hidden from screen readers and stopped at its ends", () => {
    const { html, attr, width } = render(<ShareBar value={3} max={2} />);
    expect(attr("aria-hidden")).toBe("true");
    expect(html).not.toContain("progressbar");
    expect(width).toBe("100%");
    expect(render(<ShareBar value={5} max={0} />).width).toBe("0%");
  });
});
