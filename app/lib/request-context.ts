import { createContext } from "react-router";

/** Per-request CSP nonce, set by the Express server, read when rendering scripts. */
export const cspNonceContext = createContext<string>("");

/** The visitor's network address: the connecting one, or the forwarded one behind proxies trusted by TRUST_PROXY. */
export const clientAddressContext = createContext<string>("unknown");

/** Whether this request may open the development mailbox (checked by the Express server). */
export const devMailboxAllowedContext = createContext<boolean>(false);

/** Set by the page render when the page may be kept for anonymous visitors (server/page-cache); null when the cache is off. */
export const pageCachePolicyContext = createContext<{ cacheable: boolean } | null>(null);
