import { createContext } from "react-router";

/** Per-request CSP nonce, set by the Express server, read when rendering scripts. */
export const cspNonceContext = createContext<string>("");
