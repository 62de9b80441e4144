// Placeholder wired in up front so the parts of issue 13 do not collide on shared screens; replaced by its owner.
export function TwoFactorSection(_props: { mode?: "signin" | "signup" }) {
  return null;
}
