/**
 * What the root loader (app/root.tsx) hands every page: the user, their favourites, the theme,
 * the category names in the page's language, the site's origin. Typed by the loader itself, so a
 * component reads it with no shape of its own.
 */
import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Undefined only where the root's loader threw (the root error boundary). */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");
