/**
 * The admin form's sources: for each group of deciding facts, the page it was read on, whose page
 * it is, the month the page states, the day it was read and the sentence that states the facts.
 */
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SOURCE_GROUP_LABELS, SOURCE_KIND_LABELS, sourceField } from "~/lib/fact-source-form";
import { FACT_SOURCE_GROUPS, SOURCE_KINDS, SOURCED_FACTS, type FactSourceGroup } from "~/lib/fact-sources";
import { FACT_LABELS } from "~/lib/tool-facts";
import type { FactFieldProps } from "./tool-fact-fields";

interface SourceFieldsProps {
  /** The form's props for a field, by name (a method, so a form typed by its own field names fits). */
  field(name: string): FactFieldProps;
}

function GroupSource({ group, field }: SourceFieldsProps & { group: FactSourceGroup }) {
  const url = field(sourceField(group, "Url"));
  const kind = field(sourceField(group, "Kind"));
  const stands = SOURCED_FACTS[group].map((key) => FACT_LABELS[key]).join(", ");
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-border p-4" data-source-group={group}>
      <legend className="px-1 text-sm font-semibold">{SOURCE_GROUP_LABELS[group]}</legend>
      <p className="-mt-2 text-sm text-muted">For: {stands}. Required once any of them is known.</p>
      <TextField label="Page read" type="url" {...url} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Whose page" options={SOURCE_KINDS} optionLabels={SOURCE_KIND_LABELS} placeholder="Choose" {...kind} />
        <TextField label="Month it states (YYYY-MM)" placeholder="2026-05" hint="Empty: the page shows no date." {...field(sourceField(group, "AsOf"))} />
        <TextField label="Read on (YYYY-MM-DD)" placeholder="2026-12-02" hint="Empty or unchanged: today, when the source changes." {...field(sourceField(group, "CheckedOn"))} />
      </div>
      <TextAreaField label="The sentence that states it" rows={2} maxLength={400} hint="Copied from the page, so a reader can check it." {...field(sourceField(group, "Quote"))} />
      {url.value && kind.value === "report" && (
        <p className="text-sm text-muted">Reported by a third party. To confirm it, read the maker&apos;s own page, give its address and sentence, and choose &ldquo;{SOURCE_KIND_LABELS.maker}&rdquo;.</p>
      )}
    </fieldset>
  );
}

export function FactSourceFields({ field }: SourceFieldsProps) {
  return (
    <section aria-labelledby="sources-heading" className="flex flex-col gap-4">
      <h2 id="sources-heading" className="text-lg font-semibold">
        Where the facts were read
      </h2>
      {FACT_SOURCE_GROUPS.map((group) => (
        <GroupSource key={group} group={group} field={field} />
      ))}
    </section>
  );
}
