import { Link } from "react-router";
import { useProductName } from "../../lib/public-config";

export function Logo({ to = "/" }: { to?: string }) {
  const product = useProductName();
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold text-brand-800">
      <img src="/favicon.svg" alt="" className="size-7" />
      <span>{product}</span>
    </Link>
  );
}
