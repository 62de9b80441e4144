import { HELP_CATEGORIES } from "../../../contract/help";
import type { HelpCategoryFilter } from "../filter-faq";

export const CATEGORY_FILTERS: readonly HelpCategoryFilter[] = ["All Topics", ...HELP_CATEGORIES];

interface CategoryChipsProps {
  value: HelpCategoryFilter;
  onChange: (category: HelpCategoryFilter) => void;
}

export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filter questions by category" className="flex flex-wrap gap-2">
      {CATEGORY_FILTERS.map((category) => {
        const isActive = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(category)}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
              isActive
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
