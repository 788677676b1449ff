CREATE TABLE "source_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"before_text" text NOT NULL,
	"after_text" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"resolution" text,
	CONSTRAINT "source_changes_kind_check" CHECK ("source_changes"."kind" in ('pricing', 'terms')),
	CONSTRAINT "source_changes_resolution_check" CHECK ("source_changes"."resolution" in ('confirmed', 'dismissed')),
	CONSTRAINT "source_changes_closed_check" CHECK (("source_changes"."closed_at" is null) = ("source_changes"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "link_checks" DROP CONSTRAINT "link_checks_kind_check";--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "page_fingerprint" text;--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "page_text" text;--> statement-breakpoint
ALTER TABLE "source_changes" ADD CONSTRAINT "source_changes_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_changes" ADD CONSTRAINT "source_changes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_changes_open_idx" ON "source_changes" USING btree ("tool_id","kind") WHERE "source_changes"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_kind_check" CHECK ("link_checks"."kind" in ('website', 'pricing', 'terms'));--> statement-breakpoint
-- A tool page says that its pricing or terms page changed while the change waits for an admin
-- (server/links/source-changes.ts): opening a change and closing it both change the page. Another
-- change of a page while one waits only updates that one's "after", which no public page shows; its
-- INSERT ... ON CONFLICT still sends the statement's notice, which costs one render, once a week at most.
CREATE TRIGGER "source_changes_public_pages_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "source_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "source_changes_closed_changed" AFTER UPDATE ON "source_changes"
  FOR EACH ROW WHEN ((OLD.closed_at IS NULL) IS DISTINCT FROM (NEW.closed_at IS NULL))
  EXECUTE FUNCTION "notify_public_pages_changed"();
