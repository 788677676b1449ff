import type { Config } from "@react-router/dev/config";

// The browser bundle of a language other than English is built on its own (scripts/build-locale-clients.mjs).
const clientLocale = process.env.CLIENT_LOCALE;

export default {
  ssr: true,
  buildDirectory: clientLocale && clientLocale !== "en" ? `build/locales/${clientLocale}` : "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
  },
} satisfies Config;
