import { Link } from "react-router";
import { useProductName } from "../lib/public-config";
import { LegalPage, formatToday, type LegalSection } from "./legal-page";
import { SupportEmailLink } from "./support-email";

const linkClass = "font-semibold text-brand-700 hover:underline";

function termsSections(product: string): LegalSection[] {
  return [
    {
      id: "agreement",
      title: "Agreement to these terms",
      body: (
        <p>
          By creating an account or using {product} you agree to these terms and to our{" "}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          . If you do not agree, do not use the service.
        </p>
      ),
    },
    {
      id: "service",
      title: "Description of the service",
      body: (
        <p>
          {product} is a web application for recording and reviewing your own health data: weight,
          meals and their nutrition (from the USDA food database), workouts, water intake, goals and
          progress charts. Plans are Free, Premium and Pro; every account starts on Free, and each
          plan&apos;s limits are shown in the app.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <ul>
          <li>You must be at least 13 years old to use {product}.</li>
          <li>One account per person. Accounts may not be shared, sold or transferred.</li>
          <li>Give true details when you sign up and keep them up to date.</li>
          <li>
            Keep your password secret. You are responsible for what happens in your account; tell us
            at once if you think someone else has used it.
          </li>
        </ul>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>break the law or anyone else&apos;s rights while using the service;</li>
            <li>
              try to reach another person&apos;s account or data, or get around the limits of your
              plan;
            </li>
            <li>
              probe, overload or disrupt the service, or collect data from it with automated tools
              outside our API;
            </li>
            <li>harass our support staff or send them unlawful or abusive content.</li>
          </ul>
        </>
      ),
    },
    {
      id: "health-disclaimer",
      title: "Health disclaimer",
      body: (
        <>
          <p>
            {product} is not a medical device and does not give medical advice. Calorie targets,
            energy estimates (Mifflin-St Jeor), calories burned (MET values) and nutrient figures
            are general estimates and can be wrong for you.
          </p>
          <p>
            Talk to a doctor or registered dietitian before starting a diet or exercise programme,
            especially if you are pregnant, under 18, or have a medical condition or a history of
            eating disorders. In an emergency, call your local emergency number.
          </p>
        </>
      ),
    },
    {
      id: "data-privacy",
      title: "Data and privacy",
      body: (
        <p>
          Your entries belong to you. We store them to run the service and show them only to you;
          support staff see account details only to help you, and every staff action is logged. We
          never sell your data. The{" "}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{" "}
          explains what we keep, why and for how long.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <p>
          The {product} software, name and design belong to us. You keep all rights to the data you
          enter and give us only the permission needed to store and show it to you. Food data comes
          from the USDA National Nutrient Database for Standard Reference, a public-domain work of
          the U.S. Department of Agriculture.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability of the service",
      body: (
        <p>
          We work to keep {product} available and your data safe, but we do not promise
          uninterrupted service. We may pause it for maintenance, and we may change or retire
          features; when a change removes something you rely on, we tell you in advance where we
          can.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          The service is provided &quot;as is&quot;. To the extent the law allows, we are not liable
          for indirect or consequential loss, or for decisions about your health made from figures
          in the app. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <p>
          You can stop using {product} at any time and delete your account from Settings; its
          entries are deleted with it. We may suspend or close an account that breaks these terms;
          unless the law or safety prevents it, we tell you why.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms. The date at the top shows the current version. If a change is
          significant we tell you in the app or by email before it takes effect; using the service
          afterwards means you accept the new terms.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about these terms? Write to <SupportEmailLink /> or visit the{" "}
          <Link to="/help" className={linkClass}>
            Help Center
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function TermsPage() {
  const product = useProductName();
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={formatToday()}
      intro={<p>These terms govern your use of {product}. Please read them carefully.</p>}
      sections={termsSections(product)}
    />
  );
}
