import { Card } from "../../components/ui/card";
import { GUIDES } from "../guides";

export function GuideList() {
  return (
    <section id="guides" aria-labelledby="guides-heading" className="scroll-mt-6">
      <h2 id="guides-heading" className="text-xl font-bold text-slate-900">
        Step-by-step guides
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {GUIDES.map(({ id, title, icon: Icon, steps }) => (
          <Card key={id} className="flex flex-col gap-3">
            <h3
              id={`guide-${id}`}
              className="flex items-center gap-3 text-lg font-semibold text-slate-900"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              {title}
            </h3>
            <ol className="grid gap-2">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </section>
  );
}
