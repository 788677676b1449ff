CREATE TABLE "newsletter_deliveries" (
	"issue_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_issue_id_subscriber_id_pk" PRIMARY KEY("issue_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_status_check" CHECK ("newsletter_deliveries"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer,
	"week_start" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_issues_number_unique" UNIQUE("number"),
	CONSTRAINT "newsletter_issues_week_start_unique" UNIQUE("week_start"),
	CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" in ('draft', 'scheduled', 'sent')),
	CONSTRAINT "newsletter_issues_scheduled_check" CHECK (("newsletter_issues"."status" = 'scheduled') = ("newsletter_issues"."scheduled_for" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "watch_mail_days" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_mail_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_favorites" ADD COLUMN "changes_mailed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_mail_days" ADD CONSTRAINT "watch_mail_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_due_idx" ON "newsletter_deliveries" USING btree ("next_attempt_at") WHERE "newsletter_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_issues_due_idx" ON "newsletter_issues" USING btree ("scheduled_for") WHERE "newsletter_issues"."status" = 'scheduled';--> statement-breakpoint
-- The archive is a public page: an issue that is sent (drafts are inserted, never inserted sent), or a sent one that changes or goes, drops the cached pages.
CREATE TRIGGER "newsletter_issues_sent_updated" AFTER UPDATE ON "newsletter_issues"
  FOR EACH ROW WHEN (NEW.status = 'sent' OR OLD.status = 'sent') EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "newsletter_issues_sent_deleted" AFTER DELETE ON "newsletter_issues"
  FOR EACH ROW WHEN (OLD.status = 'sent') EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
-- "Marketing emails" now means the newsletter for the account's address, read from the subscriber
-- list (the column goes in 0028). Accounts that had it on, with a confirmed address, are subscribed.
INSERT INTO "newsletter_subscribers" ("email", "first_name", "source", "unsubscribe_token", "confirmed_at")
  SELECT u."email", coalesce(u."first_name", ''), 'settings', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), now()
  FROM "users" u JOIN "user_preferences" p ON p."user_id" = u."id"
  WHERE p."marketing_emails" AND u."email_verified"
  ON CONFLICT ("email") DO NOTHING;
