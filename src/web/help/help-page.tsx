import { useState } from "react";
import { ArrowLeft, LayoutDashboard, Search } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../components/layout/logo";
import { SiteFooter } from "../components/layout/site-footer";
import { buttonClass } from "../components/ui/button";
import { CategoryChips } from "./components/category-chips";
import { FaqSection } from "./components/faq-section";
import { GuideList } from "./components/guide-list";
import { SupportCards } from "./components/support-cards";
import { SendMessageLink } from "../support/send-message-link";
import { ChatLauncher } from "../chat/chat-launcher";
import { openChat } from "../chat/chat-store";
import type { HelpCategoryFilter } from "./filter-faq";

/** The Help Center draws its own frame: links back to the site and to the app (spec, Help Center). */
export function HelpPage() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<HelpCategoryFilter>("All Topics");
  return (
    <div className="flex min-h-screen flex-col">
      <HelpHeader />
      <main id="main" className="flex-1">
        <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pb-8 pt-10 sm:pt-14">
          <div className="mx-auto max-w-3xl text-center">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Help Center
            </h1>
            <p className="mt-2 text-slate-600">Answers, guides and ways to reach us.</p>
            <SearchBox value={search} onChange={setSearch} />
          </div>
        </div>
        <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-14">
          <div className="grid gap-4">
            <CategoryChips value={category} onChange={setCategory} />
            <FaqSection search={search} category={category} />
          </div>
          <GuideList />
          {/* The support-desk feature passes its "Send us a message" action as emailSupportActions. */}
          <SupportCards emailSupportActions={<SendMessageLink />} onOpenChat={openChat} />
        </div>
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}

function HelpHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* Two links and the logo do not fit one line at 390 px: the links wrap under the logo there. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Logo />
        <nav aria-label="Help" className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link to="/" className={buttonClass("ghost", "whitespace-nowrap px-2 sm:px-4")}>
            <ArrowLeft aria-hidden className="hidden size-4 sm:block" />
            Back to Home
          </Link>
          <Link to="/app" className={buttonClass("secondary", "whitespace-nowrap px-3 sm:px-4")}>
            <LayoutDashboard aria-hidden className="hidden size-4 sm:block" />
            Back to App
          </Link>
        </nav>
      </div>
    </header>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <form
      role="search"
      className="relative mx-auto mt-6 max-w-xl"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor="help-search" className="sr-only">
        Search the help articles
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id="help-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search questions and answers"
        className="block w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-4 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </form>
  );
}
