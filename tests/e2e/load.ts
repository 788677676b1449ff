/**
 * A small load generator for lifecycle tests: keep-alive connections, each
 * asking for pages in a loop and reading every response to its end. It
 * classifies what a visitor would notice: a complete answer, a connection
 * refused before anything was sent (a load balancer retries those), or a
 * failure: a reset on a connection the server had kept open, a cut-off body,
 * or an unexpected status.
 */
import http from "node:http";

export interface LoadResult {
  complete: number;
  refused: number;
  statuses: Record<number, number>;
  failures: string[];
}

export interface LoadOptions {
  connections: number;
  /** Statuses that count as a complete answer. */
  acceptedStatuses: number[];
  /** Loops stop once this returns true (they also stop when the server refuses connections). */
  shouldStop: () => boolean;
  /** Told the count after each complete answer, so a test can act once the load is under way. */
  onComplete?: (complete: number) => void;
}

function requestOnce(agent: http.Agent, url: URL): Promise<{ status: number; complete: boolean; body: string } | { error: NodeJS.ErrnoException; reused: boolean }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, complete: response.complete, body }));
      response.on("error", (error) => resolve({ error, reused: true }));
    });
    request.on("error", (error) => resolve({ error, reused: request.reusedSocket }));
  });
}

export async function runLoad(baseURL: string, paths: string[], options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const result: LoadResult = { complete: 0, refused: 0, statuses: {}, failures: [] };
  const loop = async (index: number) => {
    for (let n = index; !options.shouldStop(); n++) {
      const path = paths[n % paths.length]!;
      const outcome = await requestOnce(agent, new URL(path, baseURL));
      if ("error" in outcome) {
        const { code } = outcome.error;
        // Refused, or reset on a brand-new connection before any byte came back: nothing was served.
        if (code === "ECONNREFUSED" || (!outcome.reused && code === "ECONNRESET")) {
          result.refused++;
          return;
        }
        result.failures.push(`${path}: ${code ?? outcome.error.message}${outcome.reused ? " on a kept-alive connection" : ""}`);
        continue;
      }
      result.statuses[outcome.status] = (result.statuses[outcome.status] ?? 0) + 1;
      const isPage = outcome.body.trimStart().toLowerCase().startsWith("<!doctype html");
      if (!outcome.complete || (isPage && !outcome.body.trimEnd().endsWith("</html>"))) {
        result.failures.push(`${path}: response cut off after ${outcome.body.length} characters`);
      } else if (!options.acceptedStatuses.includes(outcome.status)) {
        result.failures.push(`${path}: status ${outcome.status}`);
      } else {
        result.complete++;
        options.onComplete?.(result.complete);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => loop(index)));
  agent.destroy();
  return result;
}
