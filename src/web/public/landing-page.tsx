import { CircleCheck, Quote } from "lucide-react";
import { Link, Navigate } from "react-router";
import { useProductName } from "../lib/public-config";
import { useMe } from "../auth/api/get-me";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { FEATURES, MARKETING_STATS, TESTIMONIALS } from "./landing-content";

/** The public front page; a signed-in user goes straight to the app (spec, route table). */
export function LandingPage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner />;
  if (me) return <Navigate to="/app" replace />;
  return (
    <>
      <Hero />
      <Stats />
      <Features />
      <Testimonials />
      <ClosingCall />
    </>
  );
}

function Hero() {
  const product = useProductName();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Your weight, meals and workouts, all in one place
        </h1>
        <p className="mt-5 text-lg text-slate-700">
          {product} helps you track what you eat, how you move and how your body changes, and turns
          it into goals you can keep.
        </p>
        <ul className="mx-auto mt-6 flex max-w-xl flex-col gap-2 text-left text-slate-700 sm:flex-row sm:justify-center sm:gap-6">
          {["Free plan, no card needed", "Real USDA food data", "Metric or imperial"].map(
            (point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ),
          )}
        </ul>
        <CallsToAction className="mt-8" />
      </div>
    </section>
  );
}

function CallsToAction({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-col justify-center gap-3 sm:flex-row ${className}`}>
      <Link to="/signup" className={buttonClass("primary", "px-6 py-3 text-base")}>
        Create your free account
      </Link>
      <Link to="/login" className={buttonClass("secondary", "px-6 py-3 text-base")}>
        Sign in
      </Link>
    </div>
  );
}

function Stats() {
  return (
    <section aria-label="In numbers" className="border-y border-slate-200 bg-white px-4 py-10">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center md:grid-cols-4">
        {MARKETING_STATS.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-3xl font-bold text-brand-800 sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2
          id="features-heading"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          Everything you need to stay on track
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          What our members say
        </h2>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, detail }) => (
            <figure
              key={name}
              className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6"
            >
              <Quote aria-hidden className="size-6 text-brand-600" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{name}</span>
                <span className="text-slate-600"> · {detail}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

function ClosingCall() {
  const product = useProductName();
  return (
    <section aria-labelledby="closing-heading" className="px-4 py-16">
      <div className="mx-auto max-w-3xl rounded-2xl bg-brand-800 px-6 py-12 text-center text-white">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          Start today, it takes a minute
        </h2>
        <p className="mt-3 text-brand-100">Every {product} account starts on the Free plan.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={buttonClass("secondary", "px-6 py-3 text-base")}>
            Get started free
          </Link>
          <Link
            to="/login"
            className="inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold text-white underline-offset-2 hover:underline"
          >
            I already have an account
          </Link>
        </div>
      </div>
    </section>
  );
}
