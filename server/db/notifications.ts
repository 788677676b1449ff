/**
 * LISTEN/NOTIFY on both databases. PostgreSQL delivers notifications on a
 * connection of their own, which can drop (restart, failover): the listener
 * then says so (onLost), reconnects every second, and says when it hears
 * again (onRestored), since anything sent in between was missed.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { log } from "../log/index";

export interface NotificationHandlers {
  onNotification(channel: string, payload: string): void;
  onLost(): void;
  onRestored(): void;
}

const RECONNECT_EVERY_MS = 1000;

export async function listenOnPglite(client: PGlite, channels: string[], handlers: NotificationHandlers): Promise<() => Promise<void>> {
  const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.onNotification(channel, payload))));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

export async function listenOnPostgres(url: string, channels: string[], handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => handlers.onNotification(message.channel, message.payload ?? ""));
    const lost = (error?: Error) => {
      if (stopped || current !== client) return;
      current = undefined;
      log.warn({ err: error }, "Lost the database connection that carries change notifications; reconnecting");
      handlers.onLost();
      scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    current = client;
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      if (current === client) {
        current = undefined;
        handlers.onLost();
      }
      await client.end().catch(() => undefined);
      throw error;
    }
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        () => handlers.onRestored(),
        () => {
          if (!stopped) scheduleReconnect();
        },
      );
    }, RECONNECT_EVERY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
