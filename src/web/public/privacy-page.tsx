import { Link } from "react-router";
import { useProductName } from "../lib/public-config";
import { LegalPage, formatLegalDay, type LegalSection } from "./legal-page";
import { SupportEmailLink } from "./support-email";

/**
 * The day this policy last changed in substance: move it with every such change. A fixed day, not
 * today's as the terms show, because a policy that claims to change daily tells the reader nothing.
 */
export const PRIVACY_LAST_UPDATED = "2026-11-22";

function privacySections(product: string): LegalSection[] {
  return [
    {
      id: "what-we-store",
      title: "What we store",
      body: (
        <ul>
          <li>
            Account details: your name, email address, date of birth (to check the minimum age of
            13) and your plan.
          </li>
          <li>Settings: units (metric or imperial), time zone and your goals.</li>
          <li>
            The health data you enter: weights, meals and foods with their amounts, workouts, water
            and the targets you set.
          </li>
          <li>Support conversations you start with us.</li>
          <li>
            Security records: your active sessions (when they started and were last used) and
            short-lived counts of recent sign-in attempts, to stop password guessing.
          </li>
        </ul>
      ),
    },
    {
      id: "why",
      title: "Why we store it",
      body: (
        <p>
          Only to run {product} for you: to show your diary, charts and targets, to keep your
          account secure, and to answer you when you ask for help. We do not use your health data
          for advertising.
        </p>
      ),
    },
    {
      id: "who-sees-it",
      title: "Who can see your data",
      body: (
        <>
          <p>
            Only you. Other users never see your entries. Our support staff can open your account
            only to help you or to keep the service safe, and every staff action is recorded in an
            audit log that we review.
          </p>
          <p>We never sell your data, and we do not share it with advertisers or data brokers.</p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect it",
      body: (
        <ul>
          <li>Passwords are never stored: we keep only a salted argon2id hash of each one.</li>
          <li>
            Your sign-in lives in an httpOnly cookie that page scripts cannot read; on our side we
            keep only a hash of the session token. Without &quot;Remember me&quot; a session ends
            when you close the browser (and after a day idle); with it, after 30 days without use.
          </li>
          <li>
            Password-reset links work once and expire after one hour; setting a new password signs
            you out everywhere.
          </li>
          <li>All traffic to {product} is meant to be served over HTTPS.</li>
        </ul>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <p>
          We use one cookie, to keep you signed in. There are no advertising or tracking cookies,
          and nothing on our pages is loaded from third-party servers.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your choices and deletion",
      body: (
        <p>
          You can correct or delete any entry at any time, and delete your whole account from
          Settings: the account and every entry in it are removed for good, and all its sessions
          end. For a copy of your data or any other request, write to us (see Contact); we answer
          within 24 hours.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>{product} is not for children under 13, and we do not knowingly keep data about them.</p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          If we change this policy in a way that matters, we tell you in the app or by email before
          it applies.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about your privacy? Write to <SupportEmailLink /> or visit the{" "}
          <Link to="/help" className="font-semibold text-brand-700 hover:underline">
            Help Center
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function PrivacyPage() {
  const product = useProductName();
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={formatLegalDay(PRIVACY_LAST_UPDATED)}
      intro={
        <p>
          {product} keeps health data, and we treat it that way. This page says plainly what we
          store, who can see it and how you can remove it.
        </p>
      }
      sections={privacySections(product)}
    />
  );
}
