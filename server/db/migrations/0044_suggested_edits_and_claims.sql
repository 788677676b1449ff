CREATE TABLE "tool_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"user_id" text,
	"origin" text NOT NULL,
	"changes" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"note" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_fields" jsonb,
	"refusal_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_edits_status_check" CHECK ("tool_edits"."status" in ('pending', 'accepted', 'partly-accepted', 'refused')),
	CONSTRAINT "tool_edits_origin_check" CHECK ("tool_edits"."origin" in ('reader', 'maker'))
);
--> statement-breakpoint
ALTER TABLE "public_changes" ADD COLUMN "suggested_by" text DEFAULT nullif(current_setting('atelier.suggested_by', true), '');--> statement-breakpoint
ALTER TABLE "tool_claims" ADD CONSTRAINT "tool_claims_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_claims" ADD CONSTRAINT "tool_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_edits" ADD CONSTRAINT "tool_edits_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_edits" ADD CONSTRAINT "tool_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_edits" ADD CONSTRAINT "tool_edits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_claims_tool_user_idx" ON "tool_claims" USING btree ("tool_id","user_id");--> statement-breakpoint
CREATE INDEX "tool_claims_user_idx" ON "tool_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tool_claims_verified_idx" ON "tool_claims" USING btree ("tool_id","verified_at") WHERE "tool_claims"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "tool_claims_due_idx" ON "tool_claims" USING btree ("checked_at") WHERE "tool_claims"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "tool_edits_pending_idx" ON "tool_edits" USING btree ("created_at") WHERE "tool_edits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tool_edits_user_idx" ON "tool_edits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_edits_tool_idx" ON "tool_edits" USING btree ("tool_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "public_changes" ADD CONSTRAINT "public_changes_suggested_by_check" CHECK ("public_changes"."suggested_by" in ('reader', 'maker'));--> statement-breakpoint
-- A tool page shows "Claimed by its maker" from a claim's verification until it lapses or is revoked.
CREATE TRIGGER "tool_claims_verified_inserted" AFTER INSERT ON "tool_claims"
  FOR EACH ROW WHEN (NEW.status = 'verified') EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "tool_claims_verified_changed" AFTER UPDATE OF "status" ON "tool_claims"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'verified' IN (OLD.status, NEW.status)) EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "tool_claims_verified_deleted" AFTER DELETE ON "tool_claims"
  FOR EACH ROW WHEN (OLD.status = 'verified') EXECUTE FUNCTION "notify_public_pages_changed"();
