import { Form } from "react-router";
import { Search } from "~/components/icons";
import { buttonClass } from "./ui/button";
import { inputClass } from "./ui/field";

type Choice = { value: string; label: string };

/**
 * An admin list's filter: a name search and, where the list has one, a drop-down; sent as GET so the filtered list has
 * an address. Fields are keyed by their current value, so following a link resets what they show.
 */
export function AdminFilterBar({
  className,
  search,
  select,
  submitLabel = "Filter",
  preventScrollReset,
}: {
  className: string;
  search: { id: string; label: string; placeholder: string; value: string };
  select?: { id: string; name: string; label: string; value: string; choices: readonly Choice[] };
  submitLabel?: string;
  preventScrollReset?: boolean;
}) {
  return (
    <Form method="get" role="search" className={className} preventScrollReset={preventScrollReset}>
      <div className="relative flex-1">
        <label htmlFor={search.id} className="sr-only">
          {search.label}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input id={search.id} name="q" type="search" key={search.value} defaultValue={search.value} placeholder={search.placeholder} className={`${inputClass} pl-10`} />
      </div>
      {select && (
        <>
          <label htmlFor={select.id} className="sr-only">
            {select.label}
          </label>
          <select id={select.id} name={select.name} key={select.value} defaultValue={select.value} className={inputClass}>
            {select.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className={buttonClass("secondary")}>
        {submitLabel}
      </button>
    </Form>
  );
}
