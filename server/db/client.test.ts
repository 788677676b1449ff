import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { releaseClientsWhoseBeginFails } from "./client";

/** A pool whose connections die on their first query, as one terminated while idle does. */
class DeadConnectionPool {
  releases: unknown[] = [];
  async connect() {
    return {
      query: async () => {
        throw Object.assign(new Error("Connection terminated unexpectedly"), {});
      },
      release: (error?: unknown) => {
        this.releases.push(error);
      },
    };
  }
}

async function failedTransaction(pool: DeadConnectionPool) {
  const db = drizzle(pool as unknown as pg.Pool);
  await expect(db.transaction(async () => undefined)).rejects.toThrow();
}

describe("a transaction whose BEGIN fails", () => {
  it("is never given back to the pool by drizzle alone (the bug worked around)", async () => {
    const pool = new DeadConnectionPool();
    await failedTransaction(pool);
    expect(pool.releases).toEqual([]);
  });

  it("gives its connection back, once, marked broken", async () => {
    const pool = new DeadConnectionPool();
    releaseClientsWhoseBeginFails(pool as unknown as pg.Pool);
    await failedTransaction(pool);
    expect(pool.releases).toHaveLength(1);
    expect(pool.releases[0]).toBeInstanceOf(Error);
  });
});

describe("a connection checked out many times", () => {
  it("still answers after 20,000 checkouts, as on a server that has run for days", async () => {
    const client = { query: async (text: string) => ({ rows: [{ text }] }), release: () => undefined };
    const pool = { connect: async () => client } as unknown as pg.Pool;
    releaseClientsWhoseBeginFails(pool);
    for (let checkout = 0; checkout < 20_000; checkout++) {
      const checkedOut = await pool.connect();
      checkedOut.release();
    }
    const checkedOut = await pool.connect();
    await expect(checkedOut.query("select 1")).resolves.toEqual({ rows: [{ text: "select 1" }] });
  });
});
