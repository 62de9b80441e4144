// Placeholder wired in up front (issue 13, provider sign-up); replaced by its owner.
export function CompleteSignupPage() {
  return null;
}
