/**
 * The assessment and payment pages with a lead who has paid: they greet by first
 * name; anyone else is greeted by no one.
 * Runs its own server on PostgreSQL, so the test can mark a lead paid directly.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { freePortSync } from "../helpers/free-port";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL (as .ci/run does)");
test.describe.configure({ mode: "serial" });

const databaseName = `assessment_${Date.now()}_${randomBytes(3).toString("hex")}`;
const leadId = randomBytes(16).toString("base64url");
const pendingLeadId = randomBytes(16).toString("base64url");
let admin: pg.Client;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  server = startServer(freePortSync(), { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString("hex") });
  await waitUntilListening(server);
  const site = new pg.Client({ connectionString: url.toString() });
  await site.connect();
  await site.query("insert into business_automation_signups (lead_id, first_name, last_name, email, payment_status) values ($1, 'Grace', 'Hopper', 'grace@example.com', 'paid')", [leadId]);
  await site.query("insert into business_automation_signups (lead_id, first_name, last_name, email) values ($1, 'Alan', 'Turing', 'alan@example.com')", [pendingLeadId]);
  await site.end();
});

test.afterAll(async () => {
  await server?.stop();
  await admin?.query(`drop database if exists "${databaseName}" with (force)`);
  await admin?.end();
});

test("a paid lead is greeted by first name above the quiz; an unknown id is greeted by no one", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const response = await page.goto(`/blueprint-details?lead_id=${leadId}`);
  // The quiz is the site's own: no frame of another site is allowed.
  expect(response?.headers()["content-security-policy"]).toContain("frame-src 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
  await expect(page.getByText("Your answers below shape your Business Automation Blueprint.")).toBeVisible();
  await expect(page.getByRole("group", { name: "What is your discipline?" })).toBeVisible();

  await page.goto(`/workflow-survival-details?lead_id=${randomBytes(16).toString("base64url")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workflow Survival Assessment");
  await expect(page.getByText("Grace")).toHaveCount(0);

  await page.goto(`/blueprint-success?lead_id=${leadId}`);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Thank you, Grace!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Assessment Now" })).toHaveAttribute("href", `/blueprint-details?lead_id=${leadId}`);
  await expect(page).toHaveTitle(/Payment Successful/);
  await context.close();
});

test("the payment page claims a payment only for a lead marked paid", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  // A lead not marked paid yet: thanked, told the payment is being confirmed, no assessment yet.
  await page.goto(`/blueprint-success?lead_id=${pendingLeadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are confirming your payment");
  await expect(page.getByText("Thank you, Alan!")).toBeVisible();
  await expect(page.getByText(/Payment Successful/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start Assessment Now" })).toHaveCount(0);
  await expect(page).toHaveTitle(/Confirming your payment/);

  // An id no lead has: no payment, no name, a way to the Blueprint page.
  await page.goto(`/blueprint-success?lead_id=${randomBytes(16).toString("base64url")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Automation Blueprint");
  await expect(page.getByText(/Payment Successful|confirming your payment/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "About the Business Automation Blueprint" })).toHaveAttribute("href", "/business-automation-blueprint");
  await context.close();
});
