CREATE TABLE "tool_visit_days" (
	"tool_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_visit_days_tool_id_day_pk" PRIMARY KEY("tool_id","day")
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_phrases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_visit_days" ADD CONSTRAINT "tool_visit_days_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_visit_days_day_idx" ON "tool_visit_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ai_tools_notable_idx" ON "ai_tools" USING btree ("sort_order","popularity" DESC NULLS LAST,lower("name"));--> statement-breakpoint
-- Until the first hourly refresh (server/tools/popularity.ts), what visitors saved is already known.
UPDATE "ai_tools" SET "popularity" = "saves"."n"
FROM (SELECT "tool_id", count(*)::int AS "n" FROM "user_favorites" GROUP BY "tool_id") AS "saves"
WHERE "ai_tools"."id" = "saves"."tool_id";
