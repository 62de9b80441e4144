import { PageHeader } from "../../components/ui/page-header";

/** Placeholder while issue 14 is built: Import and export workouts. */
export function ImportPage() {
  return <PageHeader title="Import and export workouts" description="Coming in this change." />;
}
