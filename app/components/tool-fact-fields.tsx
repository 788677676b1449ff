/**
 * The admin form's fields for a tool's facts, one widget per kind of fact,
 * in the sections the definition gives (app/lib/tool-facts.ts).
 */
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { TRI_STATE, TRI_STATE_LABELS } from "~/lib/tool-fact-form";
import { PLATFORMS, TOOL_FACTS, USE_CASES, type FactDefinition, type FactSection } from "~/lib/tool-facts";

export interface FactFieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

interface ToolFactFieldsProps {
  /** The form's props for a field, by name (useFormAction's `field`; a method, so a form typed by its own field names fits). */
  field(name: string): FactFieldProps;
  facts?: readonly FactDefinition[];
}

const withOptional = (definition: FactDefinition) => (definition.optional ? `${definition.label} (optional)` : definition.label);
const isSelect = (definition: FactDefinition) => definition.kind === "yesNo" || definition.kind === "choice";

function FactField({ definition, props }: { definition: FactDefinition; props: FactFieldProps }) {
  const label = withOptional(definition);
  switch (definition.kind) {
    case "slugs":
      return <SlugChecklist legend={label} choices={definition.vocabulary === "useCases" ? USE_CASES : PLATFORMS} {...props} />;
    case "lines":
      return <TextAreaField label={label} rows={4} hint={definition.help} {...props} />;
    case "yesNo":
      return <SelectField label={label} options={TRI_STATE} optionLabels={TRI_STATE_LABELS} placeholder="Choose" hint={definition.help} {...props} />;
    case "choice":
      return <SelectField label={label} options={definition.choices} optionLabels={definition.labels} placeholder="Choose" hint={definition.help} {...props} />;
    case "text":
      return <TextField label={label} maxLength={definition.maxLength} hint={definition.help} {...props} />;
    case "url":
      return <TextField label={label} type="url" hint={definition.help} {...props} />;
    case "month":
      return <TextField label={`${label} (YYYY-MM)`} placeholder="2025-06" hint={definition.help} {...props} />;
  }
}

/** One section: its choices side by side, then one row per other field. */
function Section({ facts, field }: { facts: readonly FactDefinition[]; field: ToolFactFieldsProps["field"] }) {
  const selects = facts.filter(isSelect);
  return (
    <>
      {selects.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-3">
          {selects.map((definition) => (
            <FactField key={definition.key} definition={definition} props={field(definition.key)} />
          ))}
        </div>
      )}
      {facts
        .filter((definition) => !isSelect(definition))
        .map((definition) => (
          <FactField key={definition.key} definition={definition} props={field(definition.key)} />
        ))}
    </>
  );
}

const inSection = (facts: readonly FactDefinition[], section: FactSection) => facts.filter((definition) => definition.section === section);

export function ToolFactFields({ field, facts = TOOL_FACTS }: ToolFactFieldsProps) {
  return (
    <>
      {inSection(facts, "uses").map((definition) => (
        <FactField key={definition.key} definition={definition} props={field(definition.key)} />
      ))}
      <Section facts={inSection(facts, "pricing")} field={field} />
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Commercial use of outputs</legend>
        <Section facts={inSection(facts, "terms")} field={field} />
      </fieldset>
    </>
  );
}

/** Ticks from a vocabulary, sent as one comma-separated field. */
function SlugChecklist({ legend, name, choices, value, onChange, error }: { legend: string; choices: { slug: string; label: string }[] } & FactFieldProps) {
  const selected = new Set(value.split(",").filter(Boolean));
  const toggle = (slug: string) => {
    if (selected.has(slug)) selected.delete(slug);
    else selected.add(slug);
    onChange({ target: { value: [...selected].join(",") } });
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <input type="hidden" name={name} value={value} />
      <div className="mt-2 grid max-h-56 gap-x-4 overflow-y-auto rounded-2xl border border-border p-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.slug} className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--accent)]" checked={selected.has(choice.slug)} onChange={() => toggle(choice.slug)} />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
