import { useEffect, useState, type ButtonHTMLAttributes, type ComponentType } from "react";

/** What a stand-in trigger spreads on its button so the visitor's first reach loads the widget. */
export type IntentProps = Pick<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "onFocus" | "onKeyDown" | "onPointerEnter">;

type Openable<P> = ComponentType<P & { defaultOpen?: boolean }>;

/**
 * A menu, dialog or popover whose library code loads when the visitor first reaches for it, not
 * with the page: most visits never open one, and the code would delay every first paint.
 * Until then `StandIn` draws the same trigger button. Hovering or focusing it starts the
 * download; pressing it (or ArrowDown, as a menu button allows) opens the real widget, which
 * takes over the trigger and gets `defaultOpen`. The code is loaded into state rather than
 * through React.lazy, so a widget still loading never holds back a navigation's render.
 */
export function deferredWidget<P extends object>(
  load: () => Promise<Openable<P>>,
  StandIn: ComponentType<P & { intent: IntentProps }>,
): ComponentType<P> {
  let loading: Promise<Openable<P>> | undefined;
  const start = () => (loading ??= load());

  return function DeferredWidget(props: P) {
    const [wanted, setWanted] = useState(false);
    const [Widget, setWidget] = useState<Openable<P> | null>(null);
    useEffect(() => {
      if (wanted) void start().then((component) => setWidget(() => component));
    }, [wanted]);
    if (Widget) return <Widget {...props} defaultOpen />;
    const intent: IntentProps = {
      onPointerEnter: () => void start(),
      onFocus: () => void start(),
      onClick: () => setWanted(true),
      onKeyDown: (event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setWanted(true);
      },
    };
    return <StandIn {...props} intent={intent} />;
  };
}
