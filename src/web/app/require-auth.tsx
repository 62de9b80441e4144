import { Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "../auth/api/get-me";
import { Spinner } from "../components/ui/spinner";

/** Anonymous visitors go to /login, which brings them back here after they sign in. */
export function RequireAuth() {
  const { data: me, isPending, isError, error } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (isError) throw error;
  if (!me) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
