// Shared by the header's stand-in buttons and the widgets that replace them, so nothing moves when one loads.
export const RESOURCES_TRIGGER_CLASS =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-muted transition hover:bg-surface-raised data-[state=open]:text-foreground";
export const MOBILE_MENU_TRIGGER_CLASS = "inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised md:hidden";
