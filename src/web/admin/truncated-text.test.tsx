import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TruncatedText } from "./truncated-text";

describe("TruncatedText", () => {
  const long = "x".repeat(200);

  it("keeps the whole text in the DOM and in the tooltip, cut to one line", () => {
    const html = renderToStaticMarkup(<TruncatedText text={long} className="max-w-40" />);
    expect(html).toContain(`title="${long}"`);
    expect(html).toContain(`>${long}</span>`);
    expect(html).toMatch(/class="[^"]*\btruncate\b[^"]*\bmax-w-40\b/);
  });

  it("writes the text out in full while its row has focus, for keyboard users", () => {
    const html = renderToStaticMarkup(<TruncatedText text={long} lines={2} />);
    expect(html).toContain("line-clamp-2");
    expect(html).toContain("group-focus-within/row:line-clamp-none");
    expect(html).toContain("group-focus-within/row:whitespace-normal");
  });
});
