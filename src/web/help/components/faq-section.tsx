import { useMemo } from "react";
import { SearchX } from "lucide-react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useFaq } from "../api/get-faq";
import { filterFaq, formatResultCount, type HelpCategoryFilter } from "../filter-faq";
import { FaqAccordion } from "./faq-accordion";

interface FaqSectionProps {
  search: string;
  category: HelpCategoryFilter;
}

/** The FAQ as filtered by the page's search box and category chips, with its result count. */
export function FaqSection({ search, category }: FaqSectionProps) {
  const faq = useFaq();
  const entries = useMemo(
    () => filterFaq(faq.data?.entries ?? [], search, category),
    [faq.data, search, category],
  );
  return (
    <section aria-labelledby="faq-heading" className="scroll-mt-6">
      <h2
        id="faq-heading"
        className="mb-4 flex flex-wrap items-baseline gap-2 text-xl font-bold text-slate-900"
      >
        Frequently Asked Questions
        {faq.isSuccess ? (
          <span role="status" className="text-base font-medium text-slate-600">
            {formatResultCount(entries.length)}
          </span>
        ) : null}
      </h2>
      {faq.isPending ? <Spinner label="Loading questions..." /> : null}
      {faq.isError ? (
        <div className="grid gap-3">
          <Alert tone="error">Could not load the questions: {faq.error.message}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void faq.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : null}
      {faq.isSuccess && entries.length === 0 ? <NoResults /> : null}
      {entries.length > 0 ? <FaqAccordion entries={entries} /> : null}
    </section>
  );
}

function NoResults() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <SearchX aria-hidden className="size-8 text-slate-400" />
      <p className="text-slate-700">
        No results found - Try adjusting your search terms or browse by category above.
      </p>
    </div>
  );
}
