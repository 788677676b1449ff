import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "~/components/icons";
import { useState } from "react";
import { useFormAction, type FormToasts } from "./form-action";
import { buttonClass } from "./ui/button";

// A deletion that goes through leaves the page; only a refusal is said here.
const TOASTS: FormToasts = {
  failure: ["Not deleted"],
  unreachable: (reason) => ["Not deleted", reason],
};

/** Delete, after asking: posts intent=delete to the page's action and shows why it was refused. */
export function ConfirmDelete({ title, description, confirmLabel }: { title: string; description: string; confirmLabel: string }) {
  const { fetcher } = useFormAction({ fields: [], toasts: TOASTS, clearOnSuccess: false });
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("ghost", "text-danger")}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
            <fetcher.Form method="post" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={buttonClass("primary")}>
                {confirmLabel}
              </button>
            </fetcher.Form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
