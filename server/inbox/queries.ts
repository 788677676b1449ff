/**
 * The admin inbox: everything visitors sent, of every kind, in one list. Each
 * kind keeps its own table; this reads them as one, newest first.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { COURSE_SUGGESTION_CATEGORY } from "../suggestions/submit";
import {
  businessAutomationSignups,
  contactFormSubmissions,
  contentCreatorApplications,
  newsletterSubscribers,
  productSignups,
  toolReports,
  toolSuggestions,
  aiTools,
} from "../db/schema";
import { isUuid } from "~/lib/uuid";

export const INBOX_KINDS = {
  contact: "Contact message",
  tool: "Tool suggestion",
  application: "Content creator application",
  waitlist: "Waitlist sign-up",
  blueprint: "Blueprint early access",
  newsletter: "Newsletter sign-up",
  report: "Problem report",
} as const;
export type InboxKind = keyof typeof INBOX_KINDS;
export const INBOX_PAGE_SIZE = 25;

export const isInboxKind = (value: unknown): value is InboxKind => typeof value === "string" && Object.hasOwn(INBOX_KINDS, value);

export interface InboxFilter {
  kind?: InboxKind;
  state?: "handled" | "unhandled";
  search?: string;
}

export interface InboxItem {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** What the item is, as its title: the suggested tool, "Message from Ada Lovelace"; never an address. */
  subject: string;
  /** The contact category, or the state of a newsletter address. */
  topic: string;
  body: string;
  createdAt: Date;
  handledAt: Date | null;
}

// A course recommendation is a contact row whose message starts with the course's name (courseSuggestionMessage).
const COURSE_LINE = "^Course: ([^\\n]*)";

// A subject names the sender when there is a name, and the kind alone when there is none.
const items = sql`(
  select 'contact' as kind, id, trim(first_name || ' ' || last_name) as name,
         case when category = ${COURSE_SUGGESTION_CATEGORY}
              then coalesce('Course suggestion: ' || substring(message from ${COURSE_LINE}), 'Course suggestion')
              else coalesce('Message from ' || nullif(trim(first_name || ' ' || last_name), ''), 'Contact message') end as subject,
         email, phone, category as topic, message as body, created_at, handled_at
  from ${contactFormSubmissions}
  union all
  select 'tool', id, coalesce(submitted_by, ''), tool_name, '', null, category,
         tool_name || ' (' || tool_link || ')' || chr(10) || chr(10) || description || chr(10) || chr(10) || 'Why add it: ' || why_submit,
         created_at, handled_at
  from ${toolSuggestions}
  union all
  select 'application', id, name, coalesce('Application from ' || nullif(trim(name), ''), 'Content creator application'), email, null, content_type,
         'Creative background: ' || background || chr(10) || 'Experience: ' || coalesce(experience, 'not given') || chr(10) ||
         'Sample work: ' || sample_work || chr(10) || chr(10) || motivation,
         created_at, handled_at
  from ${contentCreatorApplications}
  union all
  select 'waitlist', id, trim(first_name || ' ' || last_name), 'Waitlist sign-up for ' || product_name, email, null, product_name, '', created_at, handled_at
  from ${productSignups}
  union all
  select 'blueprint', id, trim(first_name || ' ' || last_name),
         coalesce('Blueprint early access for ' || nullif(trim(first_name || ' ' || last_name), ''), 'Blueprint early access'),
         email, null, 'Payment ' || payment_status, '', created_at, handled_at
  from ${businessAutomationSignups}
  union all
  select 'newsletter', id, first_name, coalesce('Newsletter sign-up from ' || nullif(trim(first_name), ''), 'Newsletter sign-up'), email, null, case
           when unsubscribed_at is not null then 'Unsubscribed'
           when confirmed_at is not null then 'Confirmed'
           else 'Waiting for confirmation' end,
         '', subscribed_at, handled_at
  from ${newsletterSubscribers}
  union all
  select 'report', r.id, coalesce(t.name, ''), 'Problem report: ' || t.name, coalesce(r.email, ''), null, r.reason,
         t.name || ' (/tools/' || t.slug || ')' || chr(10) || chr(10) || coalesce(r.note, 'No note.'), r.created_at, r.handled_at
  from ${toolReports} r join ${aiTools} t on t.id = r.tool_id
) as inbox`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions({ kind, state, search }: InboxFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (kind) parts.push(sql`kind = ${kind}`);
  if (state === "handled") parts.push(sql`handled_at is not null`);
  if (state === "unhandled") parts.push(sql`handled_at is null`);
  const needle = search?.trim();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    parts.push(sql`(name ilike ${pattern} or email ilike ${pattern} or body ilike ${pattern} or topic ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

type Row = { kind: InboxKind; id: string; name: string; subject: string; email: string; phone: string | null; topic: string; body: string; created_at: string | Date; handled_at: string | Date | null };

const toItem = (row: Row): InboxItem => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  subject: row.subject,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  body: row.body,
  createdAt: new Date(row.created_at),
  handledAt: row.handled_at ? new Date(row.handled_at) : null,
});


export async function findInboxItems(db: Database, filter: InboxFilter, { page = 1, pageSize = INBOX_PAGE_SIZE } = {}): Promise<{ items: InboxItem[]; total: number }> {
  const result = await db.execute(sql`
    select *, count(*) over () as total from ${items}
    where ${conditions(filter)}
    order by created_at desc, id
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const rows = rowsOf<Row & { total: string | number }>(result);
  if (rows.length === 0 && page > 1) {
    const [count] = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from ${items} where ${conditions(filter)}`));
    return { items: [], total: Number(count?.total ?? 0) };
  }
  return { items: rows.map(toItem), total: Number(rows[0]?.total ?? 0) };
}

/** What still waits for an admin: items of every kind not yet marked handled. */
export async function countUnhandledInboxItems(db: Database): Promise<number> {
  const [row] = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from ${items} where ${conditions({ state: "unhandled" })}`));
  return Number(row?.total ?? 0);
}

/** Every item of a filter, for the CSV export. */
export async function findAllInboxItems(db: Database, filter: InboxFilter): Promise<InboxItem[]> {
  const result = await db.execute(sql`select * from ${items} where ${conditions(filter)} order by created_at desc, id`);
  return rowsOf<Row>(result).map(toItem);
}

export async function findInboxItem(db: Database, kind: InboxKind, id: string): Promise<InboxItem | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = rowsOf<Row>(await db.execute(sql`select * from ${items} where kind = ${kind} and id = ${id}`));
  return row ? toItem(row) : undefined;
}

export async function markInboxItem(db: Database, kind: InboxKind, id: string, handled: boolean): Promise<boolean> {
  if (!isUuid(id)) return false;
  const handledAt = handled ? new Date() : null;
  const table = {
    contact: contactFormSubmissions,
    tool: toolSuggestions,
    application: contentCreatorApplications,
    waitlist: productSignups,
    blueprint: businessAutomationSignups,
    newsletter: newsletterSubscribers,
    report: toolReports,
  }[kind];
  const updated = await db.update(table).set({ handledAt }).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length === 1;
}
