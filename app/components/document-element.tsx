import { useLayoutEffect, type ReactNode } from "react";

interface DocumentElementProps {
  lang: string;
  theme: string;
  children: ReactNode;
}

/**
 * The page's <html> element. The server renders it with React. In the browser Preact hydrates
 * inside the existing <html> element (it renders into `document.documentElement`, never
 * replacing it), so there it renders only the head and body and keeps the attributes in step.
 */
function ServerDocumentElement({ lang, theme, children }: DocumentElementProps) {
  return (
    <html lang={lang} data-theme={theme}>
      {children}
    </html>
  );
}

function BrowserDocumentElement({ lang, theme, children }: DocumentElementProps) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dataset.theme = theme;
  }, [lang, theme]);
  return children;
}

export const DocumentElement = import.meta.env.SSR ? ServerDocumentElement : BrowserDocumentElement;

/**
 * A title set from inside the page (an error page has no route meta). React lifts a <title> into
 * the head wherever it is rendered; Preact does not, so in the browser the document's title is set.
 */
function ServerDocumentTitle({ children }: { children: string }) {
  return <title>{children}</title>;
}

function BrowserDocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}

export const DocumentTitle = import.meta.env.SSR ? ServerDocumentTitle : BrowserDocumentTitle;
