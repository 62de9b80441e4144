import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A page's filters kept in its URL (so a reload or a shared link shows the same list), and the one
 * way to change them: empty values and page 1 leave the URL, the rest replace what was there.
 */
export function useUrlFilters<T extends { [K in keyof T]: string | number | undefined }>() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: Partial<T>, options: { replace?: boolean } = {}) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | number | undefined>(next)) {
          if (value === undefined || value === "" || (key === "page" && value === 1))
            merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      }, options),
    [setParams],
  );
  return { params, update };
}
