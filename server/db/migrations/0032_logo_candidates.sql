-- Logos found on makers' sites wait here for an admin (server/logos/). No notify trigger (decision 7): a candidate
-- is not public; approving one sets ai_tools.logo_url, whose trigger (migration 0021) tells the page cache.
CREATE TABLE "logo_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"source_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "logo_candidates_status_check" CHECK ("logo_candidates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "logo_candidates_reviewed_check" CHECK (("logo_candidates"."status" = 'pending') = ("logo_candidates"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "logo_wanted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "logo_candidates" ADD CONSTRAINT "logo_candidates_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_candidates" ADD CONSTRAINT "logo_candidates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logo_candidates_pending_idx" ON "logo_candidates" USING btree ("tool_id") WHERE "logo_candidates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "logo_candidates_tool_source_idx" ON "logo_candidates" USING btree ("tool_id","source_url");
