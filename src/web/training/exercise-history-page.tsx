import { PageHeader } from "../components/ui/page-header";

/** Placeholder while issue 14 is built: Exercise history. */
export function ExerciseHistoryPage() {
  return <PageHeader title="Exercise history" description="Coming in this change." />;
}
