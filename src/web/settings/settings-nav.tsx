import { NavLink } from "react-router";

const PAGES = [
  { to: "/app/settings", label: "Account" },
  { to: "/app/settings/plan", label: "Plan" },
  { to: "/app/settings/data", label: "Your data" },
  { to: "/app/settings/api", label: "API" },
] as const;

/** The settings pages, one tab each; it sits under every settings page's header. */
export function SettingsNav() {
  return (
    <nav
      aria-label="Settings pages"
      className="mb-6 -mt-2 overflow-x-auto border-b border-slate-200"
    >
      <ul className="flex gap-1">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  isActive
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
