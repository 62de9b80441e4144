import { PageHeader } from "../components/ui/page-header";

/** Placeholder while issue 14 is built: Personal records. */
export function RecordsPage() {
  return <PageHeader title="Personal records" description="Coming in this change." />;
}
