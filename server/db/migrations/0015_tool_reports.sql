CREATE TABLE "tool_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tool_reports" ADD CONSTRAINT "tool_reports_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_reports_tool_idx" ON "tool_reports" USING btree ("tool_id","created_at" DESC NULLS LAST);