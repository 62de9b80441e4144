import { PageHeader } from "../../components/ui/page-header";

/** Placeholder while issue 14 is built: Workout. */
export function LoggerPage() {
  return <PageHeader title="Workout" description="Coming in this change." />;
}
