import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";

/**
 * The Email Support card's way in to the support desk. Signed-out visitors pass through
 * /login?next=… (the /app guard does it) and land back on the form.
 */
export function SendMessageLink() {
  return (
    <Link to="/app/support/new" className={buttonClass("primary", "py-1.5")}>
      Send us a message
    </Link>
  );
}
