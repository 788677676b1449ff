/**
 * Icons drawn from lucide's shapes, each written out as markup once. The
 * lucide-react component builds every line and circle as an element on every
 * render; a page of tool cards holds some sixty icons, and that was the
 * largest single cost of rendering a page on the server.
 */
import type { SVGProps } from "react";

export interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML" | "ref">;
export type Icon = (props: IconProps) => React.JSX.Element;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The shapes as SVG markup; lucide's `key` is React's, not the drawing's. */
export function iconMarkup(data: IconData): string {
  return data.node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/** An icon component: hidden from assistive technology unless it is given a name or a role. */
export function icon(data: IconData): Icon {
  // Written out when first drawn: a page loads all the site's icons and draws a few.
  let shapes: { __html: string } | undefined;
  function LucideShape(props: IconProps) {
    shapes ??= { __html: iconMarkup(data) };
    const named = props["aria-label"] || props["aria-labelledby"] || props.role;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : "true"}
        {...props}
        dangerouslySetInnerHTML={shapes}
      />
    );
  }
  return LucideShape;
}
