import type { ReactNode } from "react";
import { useMe } from "../auth/api/get-me";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { DeleteAccountForm } from "./delete-account-form";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";
import { SettingsNav } from "./settings-nav";
import { ConnectedAccountsSection } from "./security/connected-accounts-section";
import { EmailChangeForm } from "./security/email-change-form";
import { PasskeysSection } from "./security/passkeys-section";
import { TwoFactorSection } from "./security/two-factor-section";

function Section({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Card className={tone === "danger" ? "border-red-200" : ""}>
      <section aria-labelledby={id}>
        <h2
          id={id}
          className={`text-lg font-semibold ${tone === "danger" ? "text-red-800" : "text-slate-900"}`}
        >
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

export function SettingsPage() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description={me ? `Signed in as ${me.email}` : undefined} />
      <SettingsNav />
      {me ? (
        <div className="grid gap-6">
          <Section
            id="profile-heading"
            title="Profile"
            description="Your details, units and time zone."
          >
            <ProfileForm profile={me} />
          </Section>
          <Section id="email-heading" title="E-mail address">
            <EmailChangeForm />
          </Section>
          <Section id="password-heading" title="Change password">
            <PasswordForm />
          </Section>
          <Section
            id="security-heading"
            title="Security"
            description="Two-factor authentication and passkeys."
          >
            <div className="grid gap-6">
              <TwoFactorSection />
              <PasskeysSection />
            </div>
          </Section>
          <Section
            id="connected-heading"
            title="Connected accounts"
            description="The ways you can sign in."
          >
            <ConnectedAccountsSection />
          </Section>
          <Section
            id="sessions-heading"
            title="Active sessions"
            description="Browsers and devices signed in to your account."
          >
            <SessionsList />
          </Section>
          <Section id="delete-heading" title="Delete account" tone="danger">
            <DeleteAccountForm />
          </Section>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
