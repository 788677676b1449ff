CREATE TABLE "catalogue_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"user_email" text,
	"changes" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "successor_id" uuid;--> statement-breakpoint
ALTER TABLE "tool_suggestions" ADD COLUMN "tool_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_changes_entity_idx" ON "catalogue_changes" USING btree ("entity","entity_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_successor_id_ai_tools_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."ai_tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_suggestions" ADD CONSTRAINT "tool_suggestions_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_status_check" CHECK ("ai_tools"."status" in ('draft', 'published', 'discontinued'));