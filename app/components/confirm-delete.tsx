import { Trash2 } from "~/components/icons";
import { useState, type ReactNode } from "react";
import { useFormAction, type FormToasts } from "./form-action";
import { buttonClass } from "./ui/button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog";

// A deletion that goes through leaves the page; only a refusal is said here.
const TOASTS: FormToasts = {
  failure: ["Not deleted"],
  unreachable: (reason) => ["Not deleted", reason],
};

/**
 * Delete, after asking: posts intent=delete (and the id, when given) to the page's action, or to
 * `action`, and shows why it was refused. In a table row, `rowName` names the button after the row
 * and `compactClassName` lets it shrink to its icon on phones.
 */
export function ConfirmDelete({
  title,
  description,
  confirmLabel,
  action,
  id,
  toasts = TOASTS,
  rowName,
  compactClassName,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  action?: string;
  id?: string;
  toasts?: FormToasts;
  rowName?: string;
  compactClassName?: string;
}) {
  const { fetcher } = useFormAction({ fields: [], toasts, clearOnSuccess: false });
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={buttonClass("ghost", compactClassName ? `text-danger ${compactClassName}` : "text-danger")}
        aria-label={rowName === undefined ? undefined : `Delete ${rowName}`}
      >
        <Trash2 aria-hidden="true" className="size-4" /> {compactClassName ? <span className="max-sm:sr-only">Delete</span> : "Delete"}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogActions>
          <DialogClose className={buttonClass("secondary")}>Cancel</DialogClose>
          <fetcher.Form method="post" action={action} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="delete" />
            {id !== undefined && <input type="hidden" name="id" value={id} />}
            <button type="submit" className={buttonClass("primary")}>
              {confirmLabel}
            </button>
          </fetcher.Form>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
