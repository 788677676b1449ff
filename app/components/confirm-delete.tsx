import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "~/components/icons";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import type { FormResult } from "~/lib/forms";
import { buttonClass } from "./ui/button";

/** Delete, after asking: posts intent=delete to the page's action and shows why it was refused. */
export function ConfirmDelete({ title, description, confirmLabel }: { title: string; description: string; confirmLabel: string }) {
  const fetcher = useFetcher<FormResult>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) toast.error("Not deleted", { description: fetcher.data.message });
  }, [fetcher.data]);
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
