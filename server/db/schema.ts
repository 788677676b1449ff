/**
 * The whole data model. Table and column names follow the product spec
 * (ai_tools, user_favorites, ...) so the spec's reads map one to one.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { FactSource, FactSourceGroup, FactSources } from "~/lib/fact-sources";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const PRICING_MODELS = ["Free", "Freemium", "Paid", "Subscription", "One-time Payment"] as const;

// ---------------------------------------------------------------- accounts
// Shaped for Better Auth (text ids, its column set) so the accounts work plugs in.

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Set at each sign-in: does the password typed fall short of today's rules (server/auth/password-rules.ts)? The password itself is never kept. */
    passwordOutdated: boolean("password_outdated").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // For the sweep that finds recent unconfirmed accounts whose confirmation e-mail was lost.
  (t) => [index("users_unconfirmed_created_idx").on(t.createdAt).where(sql`not ${t.emailVerified}`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role_check", sql`${t.role} in ('admin')`),
  ],
);

export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    securityAlerts: boolean("security_alerts").notNull().default(true),
    theme: text("theme").notNull().default("dark"),
    // None until the person chooses one: the page they are reading decides until then.
    language: text("language"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_preferences_theme_check", sql`${t.theme} in ('dark', 'light', 'system')`),
    check("user_preferences_language_check", sql`${t.language} in ('en', 'es', 'fr', 'de')`),
  ],
);

/**
 * Fixed-window counters for rate limits, in the database so every instance
 * sees the same counts. window_start is epoch milliseconds.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/**
 * Bot-check solutions already accepted: each is good once, and every instance
 * must agree, so they are kept here until their challenge expires.
 */
export const spentBotChecks = pgTable(
  "spent_bot_checks",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_bot_checks_expires_at_idx").on(table.expiresAt)],
);

// ---------------------------------------------------------------- directory

/** A category's texts in each language besides English (the site's others: app/lib/i18n.ts). */
export type CategoryTranslations = Partial<Record<"es" | "fr" | "de", { displayName?: string; description?: string }>>;

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull().unique(),
    /** What visitors read; differs from name only where the spec renames (Lead Magnet Tools). */
    displayName: text("display_name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    icon: text("icon").notNull(),
    colour: text("colour").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** What people type when they want a tool of this kind ("text to image"): server/search/task-intent.ts. */
    searchPhrases: text("search_phrases").array().notNull().default(sql`'{}'::text[]`),
    /** The display name and description written in the site's other languages; what is missing reads in English. */
    translations: jsonb("translations").$type<CategoryTranslations>().notNull().default({}),
    createdAt: createdAt(),
    /** Set by a trigger on every change (migration 0020), for the sitemap's lastmod and social-card keys. */
    updatedAt: updatedAt(),
    /** Counts admin saves, so an editor working on an older copy is told instead of overwriting. */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [index("categories_sort_order_idx").on(t.sortOrder, t.name)],
);

/** A category's earlier slugs: their addresses lead to its current one. */
export const categorySlugRedirects = pgTable("category_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
});

export const aiTools = pgTable(
  "ai_tools",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    logoUrl: text("logo_url"),
    pricing: text("pricing").notNull(),
    exploreNowLink: text("explore_now_link").notNull(),
    seePricingLink: text("see_pricing_link"),
    categoryName: text("category_name"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    /** The admin's order of the featured tools; the home page shows the first ones. */
    featuredRank: integer("featured_rank"),
    /** draft: admins only; published: listed; discontinued: reachable at its address with a notice, never listed. */
    status: text("status").notNull().default("published"),
    successorId: uuid("successor_id").references((): AnyPgColumn => aiTools.id, { onDelete: "set null" }),
    /** A category's editorial order: its leaders 1, 2, 3..., every other tool 100 (server/catalogue/seed.ts). */
    sortOrder: integer("sort_order").notNull().default(100),
    /** How much visitors want it: favourites plus recent visits to its site (server/tools/popularity.ts). */
    popularity: integer("popularity").notNull().default(0),
    /** Published reviews and the sum of their stars, kept by a trigger on reviews (migration 0033). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** Creative tasks from the controlled vocabulary (app/lib/tool-facts.ts). */
    useCases: text("use_cases").array().notNull().default(sql`'{}'::text[]`),
    platforms: text("platforms").array().notNull().default(sql`'{}'::text[]`),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** null: not known. */
    freeTier: boolean("free_tier"),
    /** The cheapest paid plan as written ("$10/month"); null when none is known. */
    startingPrice: text("starting_price"),
    /**
     * What the cheapest plan costs a month in US dollars, read from the facts above, for filtering
     * and sorting by price: 0 for a tool that is entirely free, the monthly (or yearly / 12) figure
     * of a starting price in dollars; null for anything else (other currencies, one-time or usage
     * prices, unknown), which a price filter leaves out and a price sort lists last.
     */
    monthlyPriceUsd: numeric("monthly_price_usd", { mode: "number" }).generatedAlwaysAs(
      sql`case when pricing = 'Free' and free_tier then 0 when starting_price ~ '^\\$[0-9]+(\\.[0-9]+)?/month$' then substring(starting_price from '^\\$([0-9]+(?:\\.[0-9]+)?)')::numeric when starting_price ~ '^\\$[0-9]+(\\.[0-9]+)?/year$' then round(substring(starting_price from '^\\$([0-9]+(?:\\.[0-9]+)?)')::numeric / 12, 2) end`,
    ),
    openSource: boolean("open_source"),
    selfHostable: boolean("self_hostable"),
    /** May outputs be used commercially: allowed, restricted, not-allowed, no-free-plan, unknown. */
    commercialFree: text("commercial_free").notNull().default("unknown"),
    commercialPaid: text("commercial_paid").notNull().default("unknown"),
    /** Does the maker train on customers' content by default: yes, no, unknown. */
    trainsOnContent: text("trains_on_content").notNull().default("unknown"),
    termsNote: text("terms_note"),
    termsSource: text("terms_source"),
    /** YYYY-MM: when the terms above were known to be so. */
    termsAsOf: text("terms_as_of"),
    /** What the free plan withholds: watermark on outputs and a card to start (yes, no, unknown), and its allowance in the maker's words. */
    freeWatermark: text("free_watermark").notNull().default("unknown"),
    freeCardRequired: text("free_card_required").notNull().default("unknown"),
    freeAllowance: text("free_allowance"),
    /** Where each group of the facts above was read (app/lib/fact-sources.ts): a source per group, or none. */
    factSources: jsonb("fact_sources").$type<Partial<FactSources>>().notNull().default({}),
    /** When the tool was first published; set by a trigger (migration 0020), for the new-tools feed. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Words a search should find the tool by beyond its name and description: its category,
     * use cases and features (weight B), and platforms (weight D). Written by server/tools/search-terms.ts.
     */
    searchTags: text("search_tags").notNull().default(""),
    searchPlatforms: text("search_platforms").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_tags, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(search_platforms, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ai_tools_status_check", sql`${t.status} in ('draft', 'published', 'discontinued')`),
    check("ai_tools_commercial_free_check", sql`${t.commercialFree} in ('allowed', 'restricted', 'not-allowed', 'no-free-plan', 'unknown')`),
    check("ai_tools_commercial_paid_check", sql`${t.commercialPaid} in ('allowed', 'restricted', 'not-allowed', 'unknown')`),
    check("ai_tools_trains_on_content_check", sql`${t.trainsOnContent} in ('yes', 'no', 'unknown')`),
    check("ai_tools_free_watermark_check", sql`${t.freeWatermark} in ('yes', 'no', 'unknown')`),
    check("ai_tools_free_card_required_check", sql`${t.freeCardRequired} in ('yes', 'no', 'unknown')`),
    check(
      "ai_tools_pricing_check",
      sql`${t.pricing} in ('Free', 'Freemium', 'Paid', 'Subscription', 'One-time Payment')`,
    ),
    index("ai_tools_category_order_idx").on(t.categoryId, t.sortOrder, t.name),
    index("ai_tools_category_name_idx").on(t.categoryName, t.sortOrder, t.name),
    index("ai_tools_featured_idx").on(t.createdAt.desc()).where(sql`${t.featured}`),
    // Browsing newest first: the whole ORDER BY (created_at desc, lower(name)) comes from the index.
    index("ai_tools_created_lower_name_idx").on(t.createdAt.desc().nullsFirst(), sql`lower(${t.name})`),
    // Sorting by name, as people read it.
    index("ai_tools_lower_name_idx").on(sql`lower(${t.name})`),
    // Browsing's default order, the most notable first: the whole ORDER BY (sort_order, popularity desc, lower(name)) from the index.
    index("ai_tools_notable_idx").on(t.sortOrder, t.popularity.desc(), sql`lower(${t.name})`),
    // Counting what is listed, from the index alone.
    index("ai_tools_status_idx").on(t.status),
    index("ai_tools_name_idx").on(t.name),
    index("ai_tools_pricing_idx").on(t.pricing),
    // Sorting by price, cheapest known first.
    index("ai_tools_monthly_price_idx").on(t.monthlyPriceUsd.asc().nullsLast(), t.sortOrder),
    index("ai_tools_search_vector_idx").using("gin", t.searchVector),
    // Name, category, use cases and features alone: where a broad search takes its candidates to rank (server/tools/search.ts).
    index("ai_tools_search_head_idx").using("gin", sql`to_tsvector('english', ${t.name} || ' ' || ${t.searchTags})`),
    index("ai_tools_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("ai_tools_platforms_idx").using("gin", t.platforms),
    index("ai_tools_use_cases_idx").using("gin", t.useCases),
    index("ai_tools_published_at_idx").on(t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    // The tools with a score (three published reviews, MIN_REVIEWS_FOR_SCORE), which the "rating" sort lists first (server/tools/search.ts).
    index("ai_tools_rated_idx").on(t.reviewCount).where(sql`${t.reviewCount} >= 3`),
  ],
);

export const aiToolLogosTicker = pgTable(
  "ai_tool_logos_ticker",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toolId: uuid("tool_id").references(() => aiTools.id, { onDelete: "cascade" }),
    toolName: text("tool_name").notNull().unique(),
    altText: text("alt_text").notNull(),
    logoFileName: text("logo_file_name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("ai_tool_logos_ticker_active_idx").on(t.toolName).where(sql`${t.isActive}`)],
);

export const userFavorites = pgTable(
  "user_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The dashboard marks the tool's public changes after this moment: set when saved, and when the user has seen them. */
    changesSeenAt: timestamp("changes_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The watch e-mail has told the user about this tool's public changes up to this moment. */
    changesMailedAt: timestamp("changes_mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The primary key is what rejects a duplicate favourite with 23505.
    primaryKey({ columns: [t.userId, t.toolId] }),
    index("user_favorites_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- content

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author").notNull().default(""),
    category: text("category").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    imageUrl: text("image_url"),
    metaDescription: text("meta_description").notNull().default(""),
    readTime: integer("read_time"),
    /** Counts saves, so an editor working on an older copy is told instead of overwriting. */
    revision: integer("revision").notNull().default(0),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.publishedAt.desc()).where(sql`${t.published}`),
    index("blog_posts_featured_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.published} and ${t.featured}`),
    index("blog_posts_user_drafts_idx").on(t.userId, t.updatedAt.desc()).where(sql`not ${t.published}`),
  ],
);

export const aiCourses = pgTable(
  "ai_courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    level: text("level").notNull(),
    pricing: text("pricing").notNull(),
    isFeatured: boolean("is_featured").notNull().default(false),
    logoUrl: text("logo_url"),
    platformName: text("platform_name").notNull(),
    link: text("link"),
    /** Published reviews and the sum of their stars, kept by a trigger on reviews (migration 0033). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    createdAt: createdAt(),
    /** Set by a trigger on every change (migration 0020), for the sitemap's lastmod. */
    updatedAt: updatedAt(),
    /** Counts admin saves, so an editor working on an older copy is told instead of overwriting. */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [
    check("ai_courses_level_check", sql`${t.level} in ('Beginner', 'Intermediate', 'Advanced')`),
    check("ai_courses_pricing_check", sql`${t.pricing} in ('Free', 'Freemium', 'Paid')`),
    index("ai_courses_name_idx").on(t.name),
    index("ai_courses_filters_idx").on(t.level, t.pricing),
    index("ai_courses_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** Which tools a course teaches. */
export const courseTools = pgTable(
  "course_tools",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => aiCourses.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.toolId] }), index("course_tools_tool_idx").on(t.toolId)],
);

// ---------------------------------------------------------------- search

/** Words that mean the same to a searcher ("transcribe", "speech to text"); admins edit them. */
export const searchSynonyms = pgTable("search_synonyms", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  terms: text("terms").array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every word a tool can be found by, so a misspelt word can be matched to a real one. */
export const searchLexicon = pgTable(
  "search_lexicon",
  { word: text("word").primaryKey() },
  (t) => [index("search_lexicon_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/** Searches that found nothing: the query text only, never who searched. */
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text("query").primaryKey(),
    times: integer("times").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_misses_last_seen_idx").on(t.lastSeenAt.desc())],
);

// ---------------------------------------------------------------- what visitors send

export const contactFormSubmissions = pgTable(
  "contact_form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone"),
    category: text("category").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** Set when an admin marks the message handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("contact_form_submissions_created_idx").on(t.createdAt.desc())],
);

export const toolSuggestions = pgTable(
  "tool_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolName: text("tool_name").notNull(),
    toolLink: text("tool_link").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    pricing: text("pricing"),
    submittedBy: text("submitted_by"),
    whySubmit: text("why_submit").notNull(),
    createdAt: createdAt(),
    /** Set when an admin marks the suggestion handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The draft tool an admin made from this suggestion. */
    toolId: uuid("tool_id").references(() => aiTools.id, { onDelete: "set null" }),
  },
  (t) => [index("tool_suggestions_created_idx").on(t.createdAt.desc())],
);

export const businessAutomationSignups = pgTable(
  "business_automation_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: text("lead_id").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when an admin marks the sign-up handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("business_automation_signups_email_idx").on(t.email),
    // One lead per address: signing up again changes nothing.
    uniqueIndex("business_automation_signups_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const productSignups = pgTable(
  "product_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productName: text("product_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** Set when an admin marks the sign-up handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("product_signups_product_created_idx").on(t.productName, t.createdAt.desc()),
    // One place on a waitlist per address: joining again changes nothing.
    uniqueIndex("product_signups_product_email_idx").on(t.productName, sql`lower(${t.email})`),
  ],
);

export const contentCreatorApplications = pgTable(
  "content_creator_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    background: text("background").notNull(),
    contentType: text("content_type").notNull(),
    experience: text("experience"),
    sampleWork: text("sample_work").notNull(),
    motivation: text("motivation").notNull(),
    createdAt: createdAt(),
    /** Set when an admin marks the application handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("content_creator_applications_created_idx").on(t.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased so one address subscribes once. */
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull(),
    source: text("source").notNull().default("newsletter"),
    /** The language of the page they subscribed from: the issues' frame and links are in it. */
    language: text("language").$type<"en" | "es" | "fr" | "de">().notNull().default("en"),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Double opt-in: pending until the link in the confirmation e-mail is opened. */
    confirmToken: text("confirm_token").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set when an admin marks the sign-up handled in /admin/inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_subscribers_active_idx").on(t.subscribedAt).where(sql`${t.unsubscribedAt} is null`)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Which account e-mail this is (confirm-email, reset-password, ...), for code that looks for one kind. */
    kind: text("kind"),
    /** Extra headers, such as List-Unsubscribe on newsletter e-mails. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** pending -> sent, or failed once the attempts run out. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_to_created_idx").on(t.toAddress, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- link checks

/**
 * One row per outbound link of a tool (its site, its pricing page, the page its
 * terms come from): what the last check found, and when the next one is due.
 * Workers claim due rows, so several instances never check the same link at once.
 * The pricing and terms pages are the sources of the tool's facts: their check
 * also keeps the page's readable text, to notice when the maker changes it
 * (server/links/source-changes.ts).
 */
/**
 * Visits to a tool's own site from its pages, counted per tool and day: nothing about who visited
 * is kept, only how many did (server/tools/popularity.ts).
 */
export const toolVisitDays = pgTable(
  "tool_visit_days",
  {
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.toolId, t.day] }), index("tool_visit_days_day_idx").on(t.day)],
);

/**
 * Which visitor has already been counted for a tool today, as a keyed hash of their network
 * address, the tool and the day (server/tools/popularity.ts): the address cannot be read back, and
 * the rows are deleted once their day is over.
 */
export const toolVisitMarks = pgTable(
  "tool_visit_marks",
  {
    mark: text("mark").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [index("tool_visit_marks_day_idx").on(t.day)],
);

export const linkChecks = pgTable(
  "link_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    url: text("url").notNull(),
    httpStatus: integer("http_status"),
    finalUrl: text("final_url"),
    error: text("error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** Set by a success: the tool page's 'Links checked' date comes from here, never from anything else. */
    lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** sha256 of the page's readable text at its last good fetch; null until the first (the baseline). */
    pageFingerprint: text("page_fingerprint"),
    /** That text, cut to SOURCE_TEXT_MAX_CHARS: the "before" of the next change. */
    pageText: text("page_text"),
    /** An admin asked for the maker's logo although the tool has one: the next website check looks (server/logos/). */
    logoWanted: boolean("logo_wanted").notNull().default(false),
  },
  (t) => [
    check("link_checks_kind_check", sql`${t.kind} in ('website', 'pricing', 'terms')`),
    uniqueIndex("link_checks_tool_kind_idx").on(t.toolId, t.kind),
    index("link_checks_due_idx").on(t.nextCheckAt),
    index("link_checks_flagged_idx").on(t.consecutiveFailures).where(sql`${t.consecutiveFailures} >= 2`),
  ],
);

/**
 * A tool's pricing or terms page read differently from the time before: open
 * (closed_at null) until an admin confirms the facts against it or dismisses it.
 * At most one open change per page: a further change while it waits updates its
 * "after", since the facts were last checked against its "before".
 */
export const sourceChanges = pgTable(
  "source_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    url: text("url").notNull(),
    beforeText: text("before_text").notNull(),
    afterText: text("after_text").notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: text("closed_by").references(() => users.id, { onDelete: "set null" }),
    /** confirmed: the facts were checked and hold (terms_as_of moved on); dismissed: nothing that matters changed. */
    resolution: text("resolution"),
  },
  (t) => [
    check("source_changes_kind_check", sql`${t.kind} in ('pricing', 'terms')`),
    check("source_changes_resolution_check", sql`${t.resolution} in ('confirmed', 'dismissed')`),
    check("source_changes_closed_check", sql`(${t.closedAt} is null) = (${t.resolution} is null)`),
    uniqueIndex("source_changes_open_idx").on(t.toolId, t.kind).where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A mark found on a tool's own site (server/logos/), stored as a PNG the site
 * made, waiting for an admin: only an approved one becomes the tool's logo, so
 * nothing here is public. One pending per tool; a rejected one keeps its source
 * address so that the same file is not proposed again.
 */
export const logoCandidates = pgTable(
  "logo_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    /** The file in the storage (server/storage/), under logo-candidates/, which /uploads never serves. */
    fileKey: text("file_key").notNull(),
    sourceUrl: text("source_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    status: text("status").notNull().default("pending"),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    check("logo_candidates_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("logo_candidates_reviewed_check", sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
    uniqueIndex("logo_candidates_pending_idx").on(t.toolId).where(sql`${t.status} = 'pending'`),
    index("logo_candidates_tool_source_idx").on(t.toolId, t.sourceUrl),
  ],
);

/** A visitor's report that a tool's listing is wrong: read in the admin inbox. */
export const toolReports = pgTable(
  "tool_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    email: text("email"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("tool_reports_tool_idx").on(t.toolId, t.createdAt.desc())],
);

/** Every change an admin makes to the catalogue: who, when, and each field before and after. */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    userEmail: text("user_email"),
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_changes_entity_idx").on(t.entity, t.entityId, t.changedAt.desc())],
);

// ---------------------------------------------------------------- public changes

/**
 * What changed in the directory in a way a visitor cares about (/new, its feed, the API and
 * each tool's History). Written only by database triggers on the tables they describe
 * (migration 0025), so every write path (admin, import, seed, link checker) records them
 * without having to remember. A write made with the setting `atelier.quiet_changes` on (the
 * first load of the catalogue, an admin's correction) records none.
 */
export const PUBLIC_CHANGE_KINDS = [
  "tool-added",
  "price",
  "pricing-model",
  "free-plan",
  "commercial-free",
  "commercial-paid",
  "training",
  "discontinued",
  "link-dead",
  "link-back",
  "course-added",
  "article-added",
] as const;

/** Who suggested a change an editor accepted: any signed-in reader, or a verified maker of the tool. */
export const SUGGESTION_ORIGINS = ["reader", "maker"] as const;

export const publicChanges = pgTable(
  "public_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: PUBLIC_CHANGE_KINDS }).notNull(),
    toolId: uuid("tool_id").references(() => aiTools.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => aiCourses.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The values as stored (e.g. "restricted"); the pages word them (app/lib/public-changes.ts). */
    before: text("before"),
    after: text("after"),
    /** The page the new value comes from, when the row names one (pricing page, terms page, the link itself). */
    source: text("source"),
    /**
     * Who brought the new value, when an editor accepted it from a suggestion: "reader" or "maker".
     * The triggers never name it: the transaction that accepts a suggestion sets
     * `atelier.suggested_by`, and this default reads it (server/edits/decide.ts).
     */
    suggestedBy: text("suggested_by", { enum: SUGGESTION_ORIGINS }).default(sql`nullif(current_setting('atelier.suggested_by', true), '')`),
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("public_changes_kind_check", sql`${t.kind} in (${sql.raw(PUBLIC_CHANGE_KINDS.map((kind) => `'${kind}'`).join(", "))})`),
    check("public_changes_suggested_by_check", sql`${t.suggestedBy} in ('reader', 'maker')`),
    check("public_changes_one_subject_check", sql`num_nonnulls(${t.toolId}, ${t.courseId}, ${t.postId}) = 1`),
    index("public_changes_happened_idx").on(t.happenedAt.desc(), t.id.desc()),
    index("public_changes_tool_idx").on(t.toolId, t.happenedAt.desc()).where(sql`${t.toolId} is not null`),
  ],
);

// ---------------------------------------------------------------- newsletter issues

export const NEWSLETTER_ISSUE_STATUSES = ["draft", "scheduled", "sent"] as const;

/**
 * One issue of the weekly newsletter. The weekly draft is made once per week across every
 * instance: week_start is unique, and the composer inserts with ON CONFLICT DO NOTHING.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number in the public archive, given when the issue is sent (a discarded draft leaves no gap). */
    number: integer("number").unique(),
    /** The Monday (UTC) of the week the issue covers. */
    weekStart: text("week_start").notNull().unique(),
    subject: text("subject").notNull(),
    /** Sanitised HTML, written in the same editor as posts. */
    content: text("content").notNull(),
    /** draft: waits for an admin; scheduled: goes out at scheduled_for; sent: queued for every recipient. */
    status: text("status", { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("newsletter_issues_status_check", sql`${t.status} in ('draft', 'scheduled', 'sent')`),
    check("newsletter_issues_scheduled_check", sql`(${t.status} = 'scheduled') = (${t.scheduledFor} is not null)`),
    index("newsletter_issues_due_idx").on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * The newsletter's own outbox: one row per issue and subscriber (the primary key is what makes it
 * one copy each), rendered at sending time with the subscriber's own unsubscribe link.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** pending -> sent, failed once the attempts run out, skipped when the person unsubscribed before it went. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the person unsubscribed after this issue reached them (and before the next one did). */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    check("newsletter_deliveries_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    index("newsletter_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId, t.sentAt.desc()),
  ],
);

// ---------------------------------------------------------------- watch e-mails and devices

/** One row per user and day a watch e-mail went out: the primary key keeps it to one a day across instances. */
export const watchMailDays = pgTable(
  "watch_mail_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The devices an account has signed in from, by a hash of a long-lived cookie: a new one triggers a security alert. */
export const userDevices = pgTable(
  "user_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    userAgent: text("user_agent"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

// ---------------------------------------------------------------- background work

/** What each background job (server/jobs/registry.ts) did last, shared by every instance: /admin/jobs shows it. */
export const jobRuns = pgTable("job_runs", {
  job: text("job").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastDurationMs: integer("last_duration_ms"),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  lastError: text("last_error"),
});

// ---------------------------------------------------------------- reviews

/**
 * What people who used a tool or course say about it (server/reviews/). One per account and
 * subject; the subject's review_count and rating_sum follow the published ones by trigger.
 * An account deleted with its reviews kept leaves them with no user and "Former member".
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id").references(() => aiTools.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => aiCourses.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** As shown: a name the reviewer chose, or first name and last initial; never the e-mail. */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** How they used it, in their words ("product shots for our shop"). */
    useCase: text("use_case").notNull(),
    plan: text("plan").notNull(),
    usedFor: text("used_for").notNull(),
    pros: text("pros"),
    cons: text("cons"),
    /** pending: the account's first, waiting for a moderator; published; removed, with the reason its author sees. */
    status: text("status").notNull().default("pending"),
    removalReason: text("removal_reason"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The author changed it after it was published. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_one_subject_check", sql`num_nonnulls(${t.toolId}, ${t.courseId}) = 1`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_plan_check", sql`${t.plan} in ('free', 'paid', 'trial')`),
    check("reviews_used_for_check", sql`${t.usedFor} in ('under-a-month', '1-6-months', '6-12-months', 'over-a-year')`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'published', 'removed')`),
    // One review per account and subject; former members' reviews have no account.
    uniqueIndex("reviews_user_tool_idx").on(t.userId, t.toolId).where(sql`${t.toolId} is not null`),
    uniqueIndex("reviews_user_course_idx").on(t.userId, t.courseId).where(sql`${t.courseId} is not null`),
    index("reviews_tool_published_idx").on(t.toolId, t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    index("reviews_course_published_idx").on(t.courseId, t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    index("reviews_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // A member's own reviews, on their dashboard.
    index("reviews_user_idx").on(t.userId, t.createdAt.desc()),
    index("reviews_body_trgm_idx").using("gin", sql`${t.body} gin_trgm_ops`),
  ],
);

/**
 * Who has reviewed what, by a keyed hash of their confirmed e-mail address rather than by account,
 * so that deleting an account and signing up again with the same address allows no second review
 * of a subject, and a review a moderator removed (`removed`) cannot be deleted and written again
 * (server/reviews/authors.ts). Kept when the account is deleted, like the review itself.
 */
export const reviewAuthors = pgTable(
  "review_authors",
  {
    authorKey: text("author_key").notNull(),
    toolId: uuid("tool_id").references(() => aiTools.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => aiCourses.id, { onDelete: "cascade" }),
    removed: boolean("removed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_authors_one_subject_check", sql`num_nonnulls(${t.toolId}, ${t.courseId}) = 1`),
    uniqueIndex("review_authors_tool_idx").on(t.authorKey, t.toolId).where(sql`${t.toolId} is not null`),
    uniqueIndex("review_authors_course_idx").on(t.authorKey, t.courseId).where(sql`${t.courseId} is not null`),
  ],
);

/** "Helpful" marks: one per account and review; reviews.helpful_count follows them by trigger. */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** Someone thinks a review breaks the rules; open until a moderator resolves it. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_reports_user_idx").on(t.reviewId, t.userId),
    index("review_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** The maker's one public answer to a review. */
export const reviewReplies = pgTable("review_replies", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- the assessment

/**
 * How many people started and finished the Workflow Survival Assessment each week (its Monday, UTC),
 * for the admin home: counts only, nothing of who (server/assessment/stats.ts).
 */
export const assessmentWeeks = pgTable("assessment_weeks", {
  week: date("week").primaryKey(),
  started: integer("started").notNull().default(0),
  finished: integer("finished").notNull().default(0),
});

/** Which tasks finished assessments named, per week: counts only. */
export const assessmentTaskPicks = pgTable(
  "assessment_task_picks",
  {
    week: date("week").notNull(),
    task: text("task").notNull(),
    picks: integer("picks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.task] })],
);

// ---------------------------------------------------------------- suggested edits and claims

export const TOOL_EDIT_STATUSES = ["pending", "accepted", "partly-accepted", "refused"] as const;

/**
 * A reader's or a maker's suggested change to a tool's deciding facts, with a source for each
 * group it touches, waiting for an editor at /admin/edits (server/edits/). `changes` holds the
 * new values as the form sends them (fact key to form text); `sources` the group's source as the
 * catalogue keeps it (app/lib/fact-sources.ts). The author's account may be deleted later: the
 * suggestion stays, without its author.
 */
export const toolEdits = pgTable(
  "tool_edits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    origin: text("origin", { enum: SUGGESTION_ORIGINS }).notNull(),
    changes: jsonb("changes").$type<Record<string, string>>().notNull(),
    sources: jsonb("sources").$type<Partial<Record<FactSourceGroup, Omit<FactSource, "checkedOn">>>>().notNull(),
    note: text("note").notNull(),
    /** The language the author wrote in: their decision e-mail is sent in it. */
    language: text("language").notNull().default("en"),
    status: text("status", { enum: TOOL_EDIT_STATUSES }).notNull().default("pending"),
    /** The fact keys an editor accepted (all or part of `changes`). */
    acceptedFields: jsonb("accepted_fields").$type<string[]>(),
    refusalReason: text("refusal_reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("tool_edits_status_check", sql`${t.status} in ('pending', 'accepted', 'partly-accepted', 'refused')`),
    check("tool_edits_origin_check", sql`${t.origin} in ('reader', 'maker')`),
    index("tool_edits_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("tool_edits_user_idx").on(t.userId, t.createdAt.desc()),
    index("tool_edits_tool_idx").on(t.toolId, t.createdAt.desc()),
  ],
);

export const TOOL_CLAIM_STATUSES = ["pending", "verified", "lapsed", "revoked"] as const;

/**
 * A person's claim to make a tool: a random token of their own, shown only to them, proven by a
 * file or a meta tag on the tool's domain or by their confirmed e-mail on it (server/claims/).
 * Several people of one maker may claim one tool; a verified claim is checked again monthly and
 * lapses when its proof is gone; an admin can revoke it.
 */
export const toolClaims = pgTable(
  "tool_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => aiTools.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    status: text("status", { enum: TOOL_CLAIM_STATUSES }).notNull().default("pending"),
    method: text("method", { enum: ["file", "meta", "email"] }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When the proof was last found (at the claim, then at each monthly check). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Why a claim lapsed or was revoked, as the maker reads it on /maker. */
    endReason: text("end_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tool_claims_tool_user_idx").on(t.toolId, t.userId),
    index("tool_claims_user_idx").on(t.userId),
    index("tool_claims_verified_idx").on(t.toolId, t.verifiedAt).where(sql`${t.status} = 'verified'`),
    index("tool_claims_due_idx").on(t.checkedAt).where(sql`${t.status} = 'verified'`),
  ],
);
