/** A row of labelled figures at the top of a staff page (the Support Queue's, the Live Chat console's). */
export function StatCards({
  cards,
}: {
  cards: ReadonlyArray<readonly [label: string, value: number]>;
}) {
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
