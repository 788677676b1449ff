/**
 * Two instances of the site on one PostgreSQL database and one S3-compatible
 * bucket, as behind a load balancer: what one does, the other knows.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { solvedBotCheck } from "../helpers/bot-check";
import { freePortSync } from "../helpers/free-port";
import { startSmtpServer } from "../helpers/smtp-server";
import { SHORT_RUN_NODE_FLAGS, startServer, waitUntilListening, type RunningServer } from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL (as .ci/run does)");

const PASSWORD = "two-instances-1";
const NGINX = "/usr/sbin/nginx";
/** The dashboard's greeting, as React writes it (text nodes are separated by comments). */
const WELCOME = /Welcome( back)?, (<!-- -->)?Two(<!-- -->)?!/;

/** Forms are posted from the pages of the address they are sent to, as a browser does. */
function client(baseURL: string, storageState?: Awaited<ReturnType<APIRequestContext["storageState"]>>) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL }, storageState });
}

/** nginx with the configuration of docs/deploy.md, pointed at these instances. */
async function startNginx(work: string, listenPort: number, instancePorts: number[]) {
  const documented = /```nginx\n([\s\S]*?)```/.exec(readFileSync("docs/deploy.md", "utf8"))![1]!;
  const server = documented
    .replace("127.0.0.1:3001", `127.0.0.1:${instancePorts[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${instancePorts[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`);
  const conf = path.join(work, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;\n${server}\n}\n`,
  );
  const nginx = spawn(NGINX, ["-p", work, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${listenPort}/healthz`).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
  return () => {
    nginx.kill("SIGTERM");
    return new Promise((resolve) => nginx.once("close", resolve));
  };
}

async function featuredOnHome(client: APIRequestContext): Promise<string[]> {
  const html = await (await client.get("/")).text();
  const section = html.split('id="featured-heading"')[1]!.split("</section>")[0]!;
  return [...section.matchAll(/href="\/tools\/([^"#]+)"/g)].map((m) => m[1]!).sort();
}

test("two instances share sessions, limits, e-mail, uploads and fresh pages", async () => {
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(tmpdir(), "instances-"));
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(work, "s3"), configureBuckets: [{ name: "uploads", configs: [] }] });
  const { port: s3Port } = (await s3.run()) as { port: number };
  const smtp = await startSmtpServer();
  const databaseName = `instances_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${databaseName}`;
  const [firstPort, secondPort, proxyPort] = [freePortSync(), freePortSync(), freePortSync()];
  // Both instances and the proxy in front answer for this one public address.
  const publicUrl = `http://localhost:${proxyPort}`;
  const shared = {
    PUBLIC_URL: publicUrl,
    ALLOWED_HOSTS: `localhost:${firstPort},localhost:${secondPort}`,
    TRUST_PROXY: "1",
    // The drain before a stop is measured in operations.spec.ts; here it would only add its 10 s.
    SHUTDOWN_DRAIN_SECONDS: "0",
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SMTP_URL: smtp.url,
    S3_BUCKET: "uploads",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    DATA_DIR: work,
  };
  const servers: RunningServer[] = [];
  let db: pg.Client | undefined;
  try {
    const first = startServer(firstPort, shared);
    servers.push(first);
    await waitUntilListening(first);
    const second = startServer(secondPort, shared);
    servers.push(second);
    await waitUntilListening(second);

    // Signed up on the first; the e-mail leaves exactly once although both instances send mail.
    const email = `two-${randomBytes(4).toString("hex")}@example.com`;
    const onFirst = await client(first.baseURL);
    const signUp = await onFirst.post("/auth?view=sign-up", {
      form: { intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD, firstName: "Two", lastName: "", botCheck: await solvedBotCheck(first.baseURL) },
    });
    expect(signUp.status(), (await signUp.text()).slice(0, 2000)).toBe(200);
    await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length, { timeout: 20_000 }).toBe(1);
    const outbox = new pg.Client({ connectionString: databaseUrl.toString() });
    db = outbox;
    await outbox.connect();
    // Once the outbox marks it sent, neither instance will send it again.
    await expect.poll(async () => (await outbox.query("select status from mail_outbox where to_address = $1", [email])).rows.map((row) => row.status), { timeout: 20_000 }).toEqual(["sent"]);
    expect(smtp.received.filter((mail) => mail.to === email)).toHaveLength(1);
    const { rows } = await outbox.query("select text_body from mail_outbox where to_address = $1", [email]);
    const link = /https?:\/\/\S+/.exec((rows[0] as { text_body: string }).text_body)?.[0];
    expect(link, "confirmation link").toBeTruthy();

    // Confirmed through the second, signed in on the second, recognised by the first.
    const onSecond = await client(second.baseURL);
    await onSecond.get(new URL(link!).pathname + new URL(link!).search);
    const signIn = await onSecond.post("/auth", { form: { intent: "sign-in", email, password: PASSWORD }, maxRedirects: 0 });
    expect(signIn.status(), await signIn.text()).toBe(302);
    const session = await onSecond.storageState();
    const signedInOnFirst = await client(first.baseURL, session);
    expect(await (await signedInOnFirst.get("/dashboard")).text()).toMatch(WELCOME);

    // One rate limit across both: 120 API requests a minute per address, wherever they land.
    let lastStatus = 0;
    for (let n = 0; n < 121; n++) lastStatus = (await (n % 2 ? onFirst : onSecond).get("/api/v1/categories")).status();
    expect(lastStatus).toBe(429);

    // An admin's change through the first refreshes the second's kept home page within a second.
    execFileSync(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", "scripts/admin.ts", "grant", email], { env: { ...process.env, ...shared }, encoding: "utf8" });
    const anonymousOnSecond = await client(second.baseURL);
    const before = await featuredOnHome(anonymousOnSecond);
    await expect.poll(async () => (await anonymousOnSecond.get("/")).headers()["x-page-cache"]).toBe("hit");
    const toolId = /name="toolId" value="([0-9a-f-]{36})"/.exec(await (await signedInOnFirst.get("/tools/canva")).text())?.[1];
    expect(toolId).toBeTruthy();
    const saved = await signedInOnFirst.post("/admin/featured-tools", {
      data: new URLSearchParams([["toolId", toolId!]]).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status()).toBe(200);
    const changedAt = Date.now();
    await expect.poll(() => featuredOnHome(anonymousOnSecond), { timeout: 1000, intervals: [20] }).toEqual(["canva"]);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect(before).not.toEqual(["canva"]);

    // An image uploaded through the first is served by the second (one bucket).
    const image = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0ea5e9" } }).png().toBuffer();
    const upload = await signedInOnFirst.post("/admin/blog/images", { multipart: { image: { name: "shared.png", mimeType: "image/png", buffer: image } } });
    expect(upload.status()).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const served = await anonymousOnSecond.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // The same through nginx, configured as docs/deploy.md says (.ci/run installs nginx; elsewhere it may be missing).
    if (!existsSync(NGINX)) expect(process.env.CI, "CI must run the nginx part: .ci/run installs nginx").toBeFalsy();
    else {
      const stopNginx = await startNginx(work, proxyPort, [firstPort, secondPort]);
      try {
        const throughProxy = await client(publicUrl, session);
        for (let n = 0; n < 4; n++) {
          const page = await throughProxy.get("/dashboard");
          expect(page.status()).toBe(200);
          expect(await page.text()).toMatch(WELCOME);
        }
        expect(await featuredOnHome(await client(publicUrl))).toEqual(["canva"]);
      } finally {
        await stopNginx();
      }
    }
  } finally {
    await db?.end().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
    await smtp.close();
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  }
});
