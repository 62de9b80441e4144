import { SelectField } from "../../components/ui/select-field";
import { useTicketTags } from "./triage-api";

/**
 * The queue's tag filter: the tags in use, so a choice always matches how tags are stored. A tag from
 * the address that no ticket carries any more (an old link) stays shown as the filter in force.
 */
export function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const tags = useTicketTags();
  const inUse = tags.data?.tags ?? [];
  const listed = value && !inUse.includes(value) ? [value, ...inUse] : inUse;
  return (
    <SelectField
      label="Tag"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: "", label: tags.isError ? "Error loading tags" : "All tags" },
        ...listed.map((t) => ({ value: t, label: t })),
      ]}
    />
  );
}
