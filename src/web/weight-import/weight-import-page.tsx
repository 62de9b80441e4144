import { PageHeader } from "../components/ui/page-header";

/** Placeholder wired in up front; replaced by the part that owns this page. */
export function WeightImportPage() {
  return <PageHeader title="Import weight history" />;
}
