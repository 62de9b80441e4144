// Placeholder wired in up front (issue 13, linking a provider to an existing account); replaced by its owner.
export function LinkAccountPage() {
  return null;
}
