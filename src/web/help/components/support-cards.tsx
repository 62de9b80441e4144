import type { ReactNode } from "react";
import { BookOpen, Mail } from "lucide-react";
import { usePublicConfig } from "../../auth/api/get-config";
import { Card } from "../../components/ui/card";

interface SupportCardsProps {
  /**
   * Slot for more ways to reach us from the Email Support card. The support-desk feature puts its
   * "Send us a message" action here; until then the card offers the mail link alone.
   */
  emailSupportActions?: ReactNode;
}

/**
 * Ways to get help beyond the FAQ. The spec's Live Chat card is left out on purpose: live chat is not
 * part of this release, and a card that opens nothing would be a dead end.
 */
export function SupportCards({ emailSupportActions }: SupportCardsProps) {
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-xl font-bold text-slate-900">
        Still need help?
      </h2>
      <p className="mt-1 text-slate-600">95% of questions are resolved on first contact.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <EmailSupportCard actions={emailSupportActions} />
        <CommunityCard />
      </div>
    </section>
  );
}

function EmailSupportCard({ actions }: { actions: ReactNode }) {
  const domain = usePublicConfig().data?.staffEmailDomain;
  const address = domain ? `support@${domain}` : null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle icon={<Mail aria-hidden className="size-5" />} title="Email Support" />
      <p className="text-slate-600">Write to our support team: we answer by email within 24 hours.</p>
      <div className="mt-auto flex flex-wrap gap-2">
        {address ? (
          <a href={`mailto:${address}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {address}
          </a>
        ) : (
          <span className="text-slate-600">Loading the support address...</span>
        )}
        {actions}
      </div>
    </Card>
  );
}

/** There is no forum: the Community card leads to the guides written from members' most common questions. */
function CommunityCard() {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle icon={<BookOpen aria-hidden className="size-5" />} title="Community" />
      <p className="text-slate-600">
        Step-by-step guides built from the questions our members ask most: weight, meals, goals and workouts.
      </p>
      <a href="#guides" className="mt-auto font-semibold text-brand-700 underline-offset-2 hover:underline">
        Browse the guides
      </a>
    </Card>
  );
}

function CardTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
    </div>
  );
}
