/**
 * The server half bundled with the React Router build (vite.config.ts makes it
 * the server entry). server.js, which is not bundled, sets NODE_ENV and calls startServer.
 */
export { reportStartupFailure, startServer } from "./http/server";
