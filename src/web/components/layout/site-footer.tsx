import { Link } from "react-router";
import { useProductName } from "../../lib/public-config";

export function SiteFooter() {
  const product = useProductName();
  return (
    <footer className="border-t border-slate-200 bg-white">
      {/* Room at the bottom for the floating Live chat button, which would otherwise cover the last links. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-20 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {product}. Not a medical device.
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link className="hover:text-slate-900 hover:underline" to="/help">
            Help
          </Link>
          <Link className="hover:text-slate-900 hover:underline" to="/app/support">
            Support
          </Link>
          <Link className="hover:text-slate-900 hover:underline" to="/terms">
            Terms
          </Link>
          <Link className="hover:text-slate-900 hover:underline" to="/privacy">
            Privacy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
