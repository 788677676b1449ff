import { HONEYPOT_FIELD } from "~/lib/forms";
import * as m from "~/paraglide/messages";

/** A field kept off screen and out of the tab order: people leave it empty, form-filling bots do not. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
      <label>
        {m.honeypot_label()}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
