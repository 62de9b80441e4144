import type { ReactNode } from "react";
import { BookOpen, Mail, MessageCircle } from "lucide-react";
import { usePublicConfig } from "../../lib/public-config";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface SupportCardsProps {
  /**
   * Slot for more ways to reach us from the Email Support card. The support-desk feature puts its
   * "Send us a message" action here; until then the card offers the mail link alone.
   */
  emailSupportActions?: ReactNode;
  /** Opens the live chat widget (the chat feature's openChat); the spec's Live Chat card shows with it. */
  onOpenChat?: () => void;
}

/** Ways to get help beyond the FAQ (spec, Help Center: Live Chat, Email Support, Community). */
export function SupportCards({ emailSupportActions, onOpenChat }: SupportCardsProps) {
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-xl font-bold text-slate-900">
        Still need help?
      </h2>
      <p className="mt-1 text-slate-600">95% of questions are resolved on first contact.</p>
      <div className={`mt-4 grid gap-4 ${onOpenChat ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {onOpenChat ? <LiveChatCard onOpen={onOpenChat} /> : null}
        <EmailSupportCard actions={emailSupportActions} />
        <CommunityCard />
      </div>
    </section>
  );
}

function LiveChatCard({ onOpen }: { onOpen: () => void }) {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle icon={<MessageCircle aria-hidden className="size-5" />} title="Live Chat" />
      <p className="text-slate-600">
        Talk to our support team now: we answer live chat within minutes.
      </p>
      <div className="mt-auto">
        <button type="button" className={buttonClass("primary", "py-1.5")} onClick={onOpen}>
          Start a live chat
        </button>
      </div>
    </Card>
  );
}

function EmailSupportCard({ actions }: { actions: ReactNode }) {
  const domain = usePublicConfig().data?.staffEmailDomain;
  const address = domain ? `support@${domain}` : null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle icon={<Mail aria-hidden className="size-5" />} title="Email Support" />
      <p className="text-slate-600">
        Write to our support team: we answer by email within 24 hours.
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {address ? (
          <a
            href={`mailto:${address}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
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
        Step-by-step guides built from the questions our members ask most: weight, meals, goals and
        workouts.
      </p>
      <a
        href="#guides"
        className="mt-auto font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Browse the guides
      </a>
    </Card>
  );
}

function CardTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
    </div>
  );
}
