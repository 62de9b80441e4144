import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProviderLinks } from "./provider-buttons";

describe("ProviderLinks", () => {
  it("draws one real link per configured provider, under an 'or'", () => {
    const html = renderToStaticMarkup(
      <ProviderLinks
        providers={["google", "microsoft"]}
        mode="signin"
        next="/app/meals"
        errorMessage={null}
      />,
    );
    expect(html).toContain(">or<");
    expect(html).toContain(
      'href="/api/auth/providers/google/start?intent=signin&amp;next=%2Fapp%2Fmeals"',
    );
    expect(html).toContain(
      'href="/api/auth/providers/microsoft/start?intent=signin&amp;next=%2Fapp%2Fmeals"',
    );
    expect(html).toMatch(/Continue with Google.*Continue with Microsoft/s);
    expect(html).not.toContain("Apple");
    expect(html).not.toContain('role="alert"');
  });

  it("starts a sign-up from the sign-up card", () => {
    const html = renderToStaticMarkup(
      <ProviderLinks providers={["apple"]} mode="signup" next={null} errorMessage={null} />,
    );
    expect(html).toContain('href="/api/auth/providers/apple/start?intent=signup&amp;next=%2Fapp"');
    expect(html).toContain('aria-label="Sign up with another account"');
  });

  it("draws no divider and no link when no provider is configured, but still says what went wrong", () => {
    const html = renderToStaticMarkup(
      <ProviderLinks
        providers={[]}
        mode="signin"
        next={null}
        errorMessage="Sign-in with Google was cancelled."
      />,
    );
    expect(html).not.toContain("<a ");
    expect(html).not.toContain(">or<");
    expect(html).toContain('role="alert"');
    expect(html).toContain("Sign-in with Google was cancelled.");
  });
});
