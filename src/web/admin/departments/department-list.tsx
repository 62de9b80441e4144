import type { Department } from "../../../contract/departments";

/** Colour dot, name, Active/Inactive badge and a two-line description; or 'No departments found'. */
export function DepartmentList({
  departments,
  selectedId,
  onSelect,
}: {
  departments: Department[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (departments.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        No departments found
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Departments">
      {departments.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            onClick={() => onSelect(d.id)}
            aria-current={d.id === selectedId ? "true" : undefined}
            className={`w-full rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${d.id === selectedId ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-400"}`}
          >
            <span className="flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: d.color }}
              />
              <span className="min-w-0 flex-1 truncate font-semibold text-slate-900" title={d.name}>
                {d.name}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${d.isActive ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
              >
                {d.isActive ? "Active" : "Inactive"}
              </span>
            </span>
            {/* No `block` beside line-clamp-2: Tailwind writes .block after it, and display:block undoes the clamp. */}
            {d.description ? (
              <span className="mt-1 line-clamp-2 text-sm text-slate-600 wrap-anywhere">
                {d.description}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
