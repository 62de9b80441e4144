export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
        aria-hidden
      />
      <span>{label}</span>
    </div>
  );
}
