DROP INDEX "ai_tools_created_at_idx";--> statement-breakpoint
CREATE INDEX "ai_tools_created_name_idx" ON "ai_tools" USING btree ("created_at" DESC NULLS FIRST,"name");