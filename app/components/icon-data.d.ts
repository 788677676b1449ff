/**
 * The type of lucide-react's per-icon modules as icons.ts reads them (mapped
 * in tsconfig.json): each exports the drawing it is made from as
 * `__iconData`, which lucide-react's own declarations leave out.
 */
import type { IconData } from "./icon";

export declare const __iconData: IconData;
