DROP INDEX "ai_tools_created_name_idx";--> statement-breakpoint
CREATE INDEX "ai_tools_created_lower_name_idx" ON "ai_tools" USING btree ("created_at" DESC NULLS FIRST,lower("name"));--> statement-breakpoint
CREATE INDEX "ai_tools_lower_name_idx" ON "ai_tools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ai_tools_status_idx" ON "ai_tools" USING btree ("status");