import { PageHeader } from "../components/ui/page-header";

/** Placeholder while issue 14 is built: Routine. */
export function RoutineEditorPage() {
  return <PageHeader title="Routine" description="Coming in this change." />;
}
