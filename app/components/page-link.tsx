import { useEffect, type ComponentProps } from "react";
import { useNavigate } from "react-router";

/**
 * A link to one of the site's pages, for the links a page repeats many times (cards, the footer).
 * React Router's Link resolves its target against the matched routes on every render, about
 * 13 µs of server time each, and a listing page has over fifty of them. This is the anchor alone:
 * usePageLinkNavigation (once, in the layout) turns a plain click on it into a client-side
 * navigation, and data-discover has React Router learn the target's route ahead of the click, as
 * it does for its own links.
 */
export function PageLink({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return (
    <a {...props} href={to} data-discover="true" data-page-link="">
      {children}
    </a>
  );
}

export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * Where a click on a PageLink should take the visitor inside the app, or null when the browser
 * should follow it itself: a click someone else handled, another button or a modifier key (new
 * tab or window, download), a target frame, a download link, or another origin.
 */
export function clientNavigationTarget(
  click: LinkClick,
  link: { href: string; target: string; download: boolean },
  origin: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((link.target && link.target !== "_self") || link.download) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Once, in the layout: PageLinks navigate inside the app, the way React Router's links do. */
export function usePageLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a[data-page-link]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = clientNavigationTarget(event, { href: link.href, target: link.target, download: link.hasAttribute("download") }, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // Like React Router's links: following a link to the page already shown adds no history entry.
      void navigate(target, { replace: target === here });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
