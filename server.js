// Starts the site: static files, the bundled app (build/server) or, with
// NODE_ENV=development, the Vite dev server. Handles graceful shutdown.
import compression from "compression";
import express from "express";

const isDevelopment = process.env.NODE_ENV === "development";

async function loadServerModule() {
  if (!isDevelopment) return { module: await import("./build/server/index.js") };
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  return { module: await vite.ssrLoadModule("./server/app.ts"), vite };
}

const { module: server, vite } = await loadServerModule();

let config;
try {
  config = await server.prepare();
} catch (error) {
  if (error instanceof server.EnvError || error?.name === "EnvError") {
    console.error(error.message);
  } else {
    console.error("The site could not start:", error);
  }
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.use(compression());

if (vite) {
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      fresh.createApp()(req, res, next);
    } catch (error) {
      next(error);
    }
  });
} else {
  // Hashed file names never change content: cache them for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
  app.use(server.createApp());
}

const httpServer = app.listen(config.PORT, config.HOST, () => {
  console.log(`Site running at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})`);
});

let shuttingDown = false;
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing open requests, then closing the database.`);
  // A request still hanging after 10 s is abandoned so the process can exit.
  const force = setTimeout(() => httpServer.closeAllConnections(), 10_000);
  force.unref();
  httpServer.close(async () => {
    try {
      await vite?.close();
      await server.close();
      console.log("Shut down cleanly.");
      process.exit(0);
    } catch (error) {
      console.error("Error while shutting down:", error);
      process.exit(1);
    }
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
