import { useEffect, useId, useState, type FocusEvent } from "react";
import { Search } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useSearchUsers } from "../api/search-users";
import { usePermissions } from "../staff-context";

const DEBOUNCE_MS = 250;
export const userSearchHref = (text: string) => `/admin/users?search=${encodeURIComponent(text)}`;

interface HeaderSearchProps {
  className?: string;
  onNavigate?: () => void;
}

/** Finds users by name or e-mail (needs users.view); a hit or Enter opens User Management filtered. */
export function HeaderSearch(props: HeaderSearchProps) {
  const { can } = usePermissions();
  return can("users.view") ? <UserSearchBox {...props} /> : null;
}

function UserSearchBox({ className = "", onNavigate }: HeaderSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError } = useSearchUsers(query);

  const finish = () => {
    setOpen(false);
    setText("");
    onNavigate?.();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onBlur={closeWhenFocusLeaves}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        void navigate(userSearchHref(text.trim()));
        finish();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search users
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        placeholder="Search users by name or e-mail"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen && query.length > 0}
        aria-controls={isOpen && query.length > 0 ? `${id}-results` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      />
      {isOpen && query.length > 0 ? (
        <div
          id={`${id}-results`}
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {isError ? (
            <p className="px-3 py-2 text-sm text-red-700">Search failed. Try again.</p>
          ) : !data ? (
            <p className="px-3 py-2 text-sm text-slate-600">{isFetching ? "Searching..." : ""}</p>
          ) : data.users.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">No users found</p>
          ) : (
            <ul aria-label="Matching users">
              {data.users.map((user) => (
                <li key={user.id}>
                  <Link
                    to={userSearchHref(user.email)}
                    onClick={finish}
                    className="block px-3 py-2 hover:bg-slate-100 focus:bg-slate-100"
                  >
                    <span className="block text-sm font-medium text-slate-900">
                      {user.firstName} {user.lastName}
                    </span>
                    <span className="block truncate text-xs text-slate-600">{user.email}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </form>
  );
}
