ALTER TABLE "ai_tools" ADD COLUMN "free_watermark" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "free_card_required" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "free_allowance" text;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_free_watermark_check" CHECK ("ai_tools"."free_watermark" in ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_free_card_required_check" CHECK ("ai_tools"."free_card_required" in ('yes', 'no', 'unknown'));