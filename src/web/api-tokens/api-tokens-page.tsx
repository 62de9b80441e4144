import { PageHeader } from "../components/ui/page-header";
import { SettingsNav } from "../settings/settings-nav";

/** Placeholder wired in up front; replaced by the part that owns this page. */
export function ApiTokensPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="API access" />
      <SettingsNav />
    </div>
  );
}
