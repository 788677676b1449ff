CREATE TABLE "link_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"error" text,
	"checked_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "link_checks_kind_check" CHECK ("link_checks"."kind" in ('website', 'pricing'))
);
--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_checks_tool_kind_idx" ON "link_checks" USING btree ("tool_id","kind");--> statement-breakpoint
CREATE INDEX "link_checks_due_idx" ON "link_checks" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "link_checks_flagged_idx" ON "link_checks" USING btree ("consecutive_failures") WHERE "link_checks"."consecutive_failures" >= 2;