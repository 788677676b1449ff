/**
 * Claims from token to verification, the monthly check and revocation, on both kinds of database.
 * Two tools' sites are served on this machine, each by a server of its own on a free port of
 * 127.0.0.1, holding whatever file a test puts there and counting the requests it gets; a third
 * tool's website names a domain that is never fetched, for the e-mail proof.
 */
import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiTools, categories, toolClaims, users } from "../db/schema";
import { claimTokenFor, findClaim, findClaimsOf, findVerifiedClaims, recheckDueClaims, revokeClaim, verifyClaim } from "./claims";
import { DEFAULT_PROOF_CHECK, newClaimToken, type ClaimMethod, type ProofCheckOptions } from "./proof";
import { CLAIM_FILE_PATH } from "~/lib/schemas/claim";
import { claimedSince, isVerifiedMaker } from "./queries";

interface Site {
  url: string;
  /** The claim file's lines; null: no file (404). */
  fileLines: string[] | null;
  /** The site is down: a request's connection is dropped unanswered. */
  down: boolean;
  /** Paths asked for since the test began. */
  requests: string[];
  /** Runs when a request arrives, before the answer: to change the database while a check waits on the site. */
  onRequest?: () => Promise<void>;
  server: http.Server;
}

function site(): Site {
  const served: Site = {
    url: "",
    fileLines: null,
    down: false,
    requests: [],
    server: http.createServer((req, res) => {
      served.requests.push(req.url ?? "");
      if (served.down) {
        req.socket.destroy();
        return;
      }
      void (served.onRequest?.() ?? Promise.resolve()).finally(() => {
        if (req.url === CLAIM_FILE_PATH && served.fileLines !== null) res.writeHead(200, { "Content-Type": "text/plain" }).end(served.fileLines.join("\n"));
        else res.writeHead(404).end("Not found");
      });
    }),
  };
  return served;
}

const inkwellSite = site();
const quillSite = site();

beforeAll(async () => {
  for (const served of [inkwellSite, quillSite]) {
    // Port 0: the system picks a free one.
    await new Promise<void>((resolve) => served.server.listen(0, "127.0.0.1", resolve));
    const address = served.server.address();
    if (address === null || typeof address === "string") throw new Error("The test server has no TCP port");
    served.url = `http://127.0.0.1:${address.port}/`;
  }
});

afterAll(async () => {
  for (const served of [inkwellSite, quillSite]) {
    served.server.closeAllConnections();
    await new Promise((resolve) => served.server.close(resolve));
  }
});

const options: ProofCheckOptions = { ...DEFAULT_PROOF_CHECK, timeoutMs: 5000, allowAddresses: ["127.0.0.1"] };

const mo = { id: "maker-mo", email: "mo@brushwork.example", emailVerified: true };
const ana = { id: "maker-ana", email: "ana@brushwork.example", emailVerified: true };
const lu = { id: "maker-lu", email: "lu@brushwork.example", emailVerified: false };
type Person = typeof mo;

const NOW = new Date("2026-11-20T09:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(testDatabaseKinds)("tool claims on $name", (kind) => {
  let handle: DatabaseHandle;
  const tools = { inkwell: { id: "", website: "" }, quill: { id: "", website: "" }, brushwork: { id: "", website: "https://brushwork.example" } };

  beforeEach(async () => {
    handle = await kind.open();
    for (const served of [inkwellSite, quillSite]) {
      served.fileLines = null;
      served.down = false;
      served.requests.length = 0;
      served.onRequest = undefined;
    }
    tools.inkwell.website = inkwellSite.url;
    tools.quill.website = quillSite.url;
    await handle.db.insert(users).values([mo, ana, lu].map((person) => ({ ...person, name: person.id })));
    const [category] = await handle.db
      .insert(categories)
      .values({ name: "Claims Test", displayName: "Claims Test", slug: "claims-test", description: "Test", icon: "Sparkles", colour: "#f59e0b", sortOrder: 1 })
      .returning({ id: categories.id });
    for (const [slug, tool] of Object.entries(tools)) {
      const [row] = await handle.db
        .insert(aiTools)
        .values({ slug, name: `${slug[0]!.toUpperCase()}${slug.slice(1)}`, description: "A tool whose maker claims it.", pricing: "Free", exploreNowLink: tool.website, categoryId: category!.id, status: "published" })
        .returning({ id: aiTools.id });
      tool.id = row!.id;
    }
  });
  afterEach(async () => {
    await handle.close();
  });

  type ToolName = keyof typeof tools;
  const verify = (toolName: ToolName, person: Person, method: ClaimMethod, now = NOW) =>
    verifyClaim(handle.db, { toolId: tools[toolName].id, userId: person.id, method, account: person, website: tools[toolName].website }, options, now);
  const tokenOf = (toolName: ToolName, person: Person) => claimTokenFor(handle.db, { toolId: tools[toolName].id, userId: person.id });
  const claimOf = async (toolName: ToolName, person: Person) => {
    const claim = await findClaim(handle.db, { toolId: tools[toolName].id, userId: person.id });
    if (!claim) throw new Error(`${person.id} has no claim on ${toolName}`);
    return claim;
  };

  it("gives each person one token per tool, the same every time they ask", async () => {
    const first = await tokenOf("inkwell", mo);
    expect(first).toMatch(/^atelier-ai-[0-9a-f]{32}$/);
    expect(await tokenOf("inkwell", mo)).toBe(first);
    const colleague = await tokenOf("inkwell", ana);
    const otherTool = await tokenOf("quill", mo);
    expect(new Set([first, colleague, otherTool]).size).toBe(3);
    // Two requests at once (two connections on PostgreSQL) still agree on one token.
    const [one, two] = await Promise.all([tokenOf("quill", ana), tokenOf("quill", ana)]);
    expect(one).toBe(two);
    expect(await handle.db.select().from(toolClaims)).toHaveLength(4);
    expect(await claimOf("inkwell", mo)).toMatchObject({ token: first, status: "pending", method: null, verifiedAt: null, checkedAt: null });
    expect(await findClaim(handle.db, { toolId: tools.brushwork.id, userId: mo.id })).toBeUndefined();
  });

  it("verifies a claim whose token is in the site's file, and keeps its first verification when proven again", async () => {
    inkwellSite.fileLines = [await tokenOf("inkwell", mo)];
    expect(await verify("inkwell", mo, "file")).toEqual({ ok: true, status: "verified" });
    expect(inkwellSite.requests).toEqual([CLAIM_FILE_PATH]);
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "verified", method: "file", verifiedAt: NOW, checkedAt: NOW, endedAt: null, endReason: null });
    expect(await isVerifiedMaker(handle.db, mo.id, tools.inkwell.id)).toBe(true);

    const later = new Date(NOW.getTime() + 60_000);
    expect(await verify("inkwell", mo, "file", later)).toEqual({ ok: true, status: "verified" });
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "verified", verifiedAt: NOW, checkedAt: later });
  });

  it("refuses a file holding another token, leaving a pending claim pending and a verified one verified", async () => {
    const token = await tokenOf("inkwell", mo);
    inkwellSite.fileLines = [newClaimToken()];
    expect(await verify("inkwell", mo, "file")).toEqual({ ok: false, reason: "other-token" });
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "pending", method: null, verifiedAt: null, checkedAt: null, token });

    inkwellSite.fileLines = [token];
    await verify("inkwell", mo, "file", daysAgo(3));
    inkwellSite.fileLines = null;
    expect(await verify("inkwell", mo, "file")).toEqual({ ok: false, reason: "token-not-found" });
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "verified", verifiedAt: daysAgo(3), checkedAt: daysAgo(3) });
  });

  it("verifies by a confirmed e-mail on the tool's domain without asking any site, and refuses an unconfirmed one", async () => {
    expect(await verify("brushwork", mo, "email")).toEqual({ ok: true, status: "verified" });
    expect(await claimOf("brushwork", mo)).toMatchObject({ status: "verified", method: "email", verifiedAt: NOW, checkedAt: NOW });
    expect(await verify("brushwork", lu, "email")).toEqual({ ok: false, reason: "email-unconfirmed" });
    expect(await claimOf("brushwork", lu)).toMatchObject({ status: "pending", method: null, verifiedAt: null });
    expect([...inkwellSite.requests, ...quillSite.requests]).toEqual([]);
  });

  it("checks again the claims due, lapsing those whose proof is gone and leaving the recent ones unasked", async () => {
    inkwellSite.fileLines = [await tokenOf("inkwell", mo)];
    quillSite.fileLines = [await tokenOf("quill", ana), await tokenOf("quill", mo)];
    await verify("inkwell", mo, "file", daysAgo(31));
    await verify("quill", ana, "file", daysAgo(31));
    await verify("quill", mo, "file", daysAgo(2));
    await verify("brushwork", mo, "email", daysAgo(40));
    expect(await claimedSince(handle.db, tools.inkwell.id)).toEqual(daysAgo(31));
    inkwellSite.fileLines = null;
    inkwellSite.requests.length = 0;
    quillSite.requests.length = 0;

    expect(await recheckDueClaims(handle.db, options, { now: NOW })).toBe(1);
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "lapsed", endedAt: NOW, endReason: "token-not-found", verifiedAt: daysAgo(31), checkedAt: daysAgo(31) });
    expect(await claimedSince(handle.db, tools.inkwell.id)).toBeNull();
    expect(await isVerifiedMaker(handle.db, mo.id, tools.inkwell.id)).toBe(false);
    // Ana's file is still there; Mo's claim on the same site, two days old, is not asked for (one request, not two).
    expect(quillSite.requests).toEqual([CLAIM_FILE_PATH]);
    expect(await claimOf("quill", ana)).toMatchObject({ status: "verified", verifiedAt: daysAgo(31), checkedAt: NOW });
    expect(await claimOf("quill", mo)).toMatchObject({ status: "verified", checkedAt: daysAgo(2) });
    // The e-mail proof is checked again by the account's address, with no request.
    expect(await claimOf("brushwork", mo)).toMatchObject({ status: "verified", method: "email", checkedAt: NOW });
    expect(inkwellSite.requests).toEqual([CLAIM_FILE_PATH]);
    expect(await recheckDueClaims(handle.db, options, { now: NOW })).toBe(0);

    // The lapsed claim is proven again at once, dated anew.
    inkwellSite.fileLines = [await tokenOf("inkwell", mo)];
    const back = new Date(NOW.getTime() + 60_000);
    expect(await verify("inkwell", mo, "file", back)).toEqual({ ok: true, status: "verified" });
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "verified", verifiedAt: back, checkedAt: back, endedAt: null, endReason: null });
    expect(await claimedSince(handle.db, tools.inkwell.id)).toEqual(back);
  });

  it("checks the longest unchecked first, up to the limit, and lapses a claim whose site does not answer", async () => {
    quillSite.fileLines = [await tokenOf("quill", ana), await tokenOf("quill", mo)];
    await verify("quill", ana, "file", daysAgo(45));
    await verify("quill", mo, "file", daysAgo(35));
    quillSite.down = true;
    expect(await recheckDueClaims(handle.db, options, { now: NOW, limit: 1 })).toBe(1);
    expect(await claimOf("quill", ana)).toMatchObject({ status: "lapsed", endReason: "unreachable", endedAt: NOW });
    expect(await claimOf("quill", mo)).toMatchObject({ status: "verified", checkedAt: daysAgo(35) });
    // With a shorter period, a claim checked 35 days ago is still not due when 40 are asked.
    expect(await recheckDueClaims(handle.db, options, { now: NOW, olderThanDays: 40 })).toBe(0);
    expect(await claimOf("quill", mo)).toMatchObject({ status: "verified", checkedAt: daysAgo(35) });
  });

  it("lets a revocation made while the site is asked stand over the check's answer", async () => {
    inkwellSite.fileLines = [await tokenOf("inkwell", mo)];
    await verify("inkwell", mo, "file", daysAgo(31));
    const { id } = await claimOf("inkwell", mo);
    inkwellSite.fileLines = null;
    const revokedMeanwhile: boolean[] = [];
    inkwellSite.onRequest = async () => {
      revokedMeanwhile.push(await revokeClaim(handle.db, id, "Not the maker", NOW));
    };
    expect(await recheckDueClaims(handle.db, options, { now: NOW })).toBe(0);
    expect(revokedMeanwhile).toEqual([true]);
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "revoked", endReason: "Not the maker" });

    // The same race at the owner's own verification.
    quillSite.fileLines = [await tokenOf("quill", mo)];
    const quillClaim = await claimOf("quill", mo);
    quillSite.onRequest = async () => {
      revokedMeanwhile.push(await revokeClaim(handle.db, quillClaim.id, "Not the maker", NOW));
    };
    expect(await verify("quill", mo, "file")).toEqual({ ok: false, reason: "revoked" });
    expect(revokedMeanwhile).toEqual([true, true]);
    expect(await claimOf("quill", mo)).toMatchObject({ status: "revoked", verifiedAt: null, method: null });
  });

  it("revokes a claim for good: its owner cannot verify it again, and the site is not asked", async () => {
    const token = await tokenOf("inkwell", mo);
    inkwellSite.fileLines = [token];
    await verify("inkwell", mo, "file", daysAgo(5));
    const { id } = await claimOf("inkwell", mo);
    expect(await revokeClaim(handle.db, id, "The domain changed hands", NOW)).toBe(true);
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "revoked", endedAt: NOW, endReason: "The domain changed hands", verifiedAt: daysAgo(5) });
    expect(await isVerifiedMaker(handle.db, mo.id, tools.inkwell.id)).toBe(false);
    expect(await claimedSince(handle.db, tools.inkwell.id)).toBeNull();
    expect(await revokeClaim(handle.db, id, "Again", NOW)).toBe(false);
    expect((await claimOf("inkwell", mo)).endReason).toBe("The domain changed hands");

    inkwellSite.requests.length = 0;
    expect(await verify("inkwell", mo, "file")).toEqual({ ok: false, reason: "revoked" });
    expect(await verify("inkwell", mo, "meta")).toEqual({ ok: false, reason: "revoked" });
    expect(inkwellSite.requests).toEqual([]);
    expect(await tokenOf("inkwell", mo)).toBe(token);
    expect(await claimOf("inkwell", mo)).toMatchObject({ status: "revoked" });

    // A pending claim can be revoked; a lapsed one has already ended.
    await tokenOf("quill", ana);
    expect(await revokeClaim(handle.db, (await claimOf("quill", ana)).id, "Spam", NOW)).toBe(true);
    quillSite.fileLines = [await tokenOf("quill", mo)];
    await verify("quill", mo, "file", daysAgo(31));
    quillSite.fileLines = null;
    expect(await recheckDueClaims(handle.db, options, { now: NOW })).toBe(1);
    expect(await revokeClaim(handle.db, (await claimOf("quill", mo)).id, "Late", NOW)).toBe(false);
    expect(await claimOf("quill", mo)).toMatchObject({ status: "lapsed", endReason: "token-not-found" });
  });

  it("verifies several people of one maker, the tool claimed since the first of them, and lists the claims", async () => {
    inkwellSite.fileLines = [await tokenOf("inkwell", mo), await tokenOf("inkwell", ana)];
    expect(await verify("inkwell", ana, "file", daysAgo(10))).toEqual({ ok: true, status: "verified" });
    expect(await verify("inkwell", mo, "file", daysAgo(4))).toEqual({ ok: true, status: "verified" });
    expect(await isVerifiedMaker(handle.db, mo.id, tools.inkwell.id)).toBe(true);
    expect(await isVerifiedMaker(handle.db, ana.id, tools.inkwell.id)).toBe(true);
    expect(await claimedSince(handle.db, tools.inkwell.id)).toEqual(daysAgo(10));
    expect(await verify("brushwork", mo, "email", daysAgo(1))).toEqual({ ok: true, status: "verified" });
    const moQuillToken = await tokenOf("quill", mo);

    expect(await findClaimsOf(handle.db, mo.id)).toEqual([
      expect.objectContaining({ toolName: "Quill", toolSlug: "quill", website: tools.quill.website, status: "pending", method: null, token: moQuillToken, verifiedAt: null, endedAt: null, endReason: null }),
      expect.objectContaining({ toolName: "Brushwork", toolSlug: "brushwork", website: "https://brushwork.example", status: "verified", method: "email", verifiedAt: daysAgo(1) }),
      expect.objectContaining({ toolName: "Inkwell", toolSlug: "inkwell", status: "verified", method: "file", verifiedAt: daysAgo(4), token: await tokenOf("inkwell", mo) }),
    ]);
    expect(await findClaimsOf(handle.db, lu.id)).toEqual([]);

    const verified = await findVerifiedClaims(handle.db);
    expect(verified.map(({ toolSlug, email, method, verifiedAt, checkedAt }) => ({ toolSlug, email, method, verifiedAt, checkedAt }))).toEqual([
      { toolSlug: "brushwork", email: mo.email, method: "email", verifiedAt: daysAgo(1), checkedAt: daysAgo(1) },
      { toolSlug: "inkwell", email: mo.email, method: "file", verifiedAt: daysAgo(4), checkedAt: daysAgo(4) },
      { toolSlug: "inkwell", email: ana.email, method: "file", verifiedAt: daysAgo(10), checkedAt: daysAgo(10) },
    ]);
    expect(verified[0]).toMatchObject({ id: (await claimOf("brushwork", mo)).id, toolName: "Brushwork" });
    expect(await findVerifiedClaims(handle.db, 1)).toHaveLength(1);
  });
});
