import { createContext } from "react-router";

/** Per-request CSP nonce, set by the Express server, read when rendering scripts. */
export const cspNonceContext = createContext<string>("");

/** The visitor's network address as the server sees it (behind a trusted local proxy: the forwarded one). */
export const clientAddressContext = createContext<string>("unknown");
