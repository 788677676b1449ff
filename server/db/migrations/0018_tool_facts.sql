CREATE TABLE "course_tools" (
	"course_id" uuid NOT NULL,
	"tool_id" uuid NOT NULL,
	CONSTRAINT "course_tools_course_id_tool_id_pk" PRIMARY KEY("course_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "use_cases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "free_tier" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "starting_price" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "open_source" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "self_hostable" boolean;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "commercial_free" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "commercial_paid" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "trains_on_content" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "terms_note" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "terms_source" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "terms_as_of" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "search_platforms" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search vector gains the new columns: a generated column cannot be altered, so it is made again with its index.
ALTER TABLE "ai_tools" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_tags, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(search_platforms, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "ai_tools_search_vector_idx" ON "ai_tools" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "course_tools" ADD CONSTRAINT "course_tools_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tools" ADD CONSTRAINT "course_tools_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_tools_tool_idx" ON "course_tools" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_misses_last_seen_idx" ON "search_misses" USING btree ("last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_tools_platforms_idx" ON "ai_tools" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "ai_tools_use_cases_idx" ON "ai_tools" USING gin ("use_cases");--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_commercial_free_check" CHECK ("ai_tools"."commercial_free" in ('allowed', 'restricted', 'not-allowed', 'no-free-plan', 'unknown'));--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_commercial_paid_check" CHECK ("ai_tools"."commercial_paid" in ('allowed', 'restricted', 'not-allowed', 'unknown'));--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_trains_on_content_check" CHECK ("ai_tools"."trains_on_content" in ('yes', 'no', 'unknown'));