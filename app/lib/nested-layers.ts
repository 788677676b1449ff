/**
 * Keeps a dialog open while its visitor works in a popover opened from it. The popover is
 * portalled to the end of the page. React passes a portal's events up to the dialog; Preact, the
 * browser's runtime, does not, so Radix would take a press in the popover for one outside the
 * dialog and close it.
 */
export function stayOpenForNestedLayers(event: Event) {
  if (event.target instanceof Element && event.target.closest("[data-radix-popper-content-wrapper]")) event.preventDefault();
}
