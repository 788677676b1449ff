// Starts the site. NODE_ENV is set before React or Express load: React picks its
// development build when it is unset, and Express would show stack traces.
// Everything else happens in server/http/server.ts.
process.env.NODE_ENV ??= "production";

const isDevelopment = process.env.NODE_ENV === "development";

async function loadServer() {
  if (!isDevelopment) return { server: await import("./build/server/index.js") };
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  // Vite's own SIGTERM handler exits as soon as Vite is closed, cutting the drain short and
  // leaving the embedded database open; startServer's handler drains, then closes Vite itself.
  process.removeAllListeners("SIGTERM");
  return { server: await vite.ssrLoadModule("./server/app.ts"), vite };
}

const { server, vite } = await loadServer();
try {
  await server.startServer(
    vite ? { development: { middleware: vite.middlewares, close: () => vite.close() } } : { staticDirectory: "build/client" },
  );
} catch (error) {
  server.reportStartupFailure(error);
  await vite?.close();
  process.exit(1);
}
