ALTER TABLE "ai_tools" ALTER COLUMN "sort_order" SET DEFAULT 100;--> statement-breakpoint
-- Every tool so far had 0: it becomes an ordinary tool; the catalogue's leaders are set by the seed.
UPDATE "ai_tools" SET "sort_order" = 100 WHERE "sort_order" = 0;
