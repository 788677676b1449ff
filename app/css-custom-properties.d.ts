// A style may set the stylesheet's custom properties (`--tile-size`), which React passes on as they are.
import "react";

declare module "react" {
  interface CSSProperties {
    [customProperty: `--${string}`]: string | number | undefined;
  }
}
