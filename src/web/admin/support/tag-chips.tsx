/** A ticket's tags as small chips in a queue row; the words carry the meaning, not the colour. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="mt-1 flex max-w-56 flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="break-all rounded-md border border-slate-300 bg-slate-50 px-1.5 text-xs font-normal text-slate-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
