// Placeholder wired in up front (issue 13, e-mail change); replaced by its owner.
export function ConfirmEmailChangePage() {
  return null;
}
