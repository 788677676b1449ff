ALTER TABLE "ai_courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_tools_published_at_idx" ON "ai_tools" USING btree ("published_at" DESC NULLS LAST) WHERE "ai_tools"."status" = 'published';--> statement-breakpoint
-- Tools already listed count as published when they were added.
UPDATE "ai_tools" SET "published_at" = "created_at" WHERE "status" <> 'draft';--> statement-breakpoint
-- Every write path (admin, seed, import) gets the first-publication date without having to remember it.
CREATE FUNCTION "set_tool_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.published_at IS NULL THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ai_tools_set_published_at" BEFORE INSERT OR UPDATE OF "status" ON "ai_tools"
  FOR EACH ROW EXECUTE FUNCTION "set_tool_published_at"();--> statement-breakpoint
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_touch_updated_at" BEFORE UPDATE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "ai_courses_touch_updated_at" BEFORE UPDATE ON "ai_courses"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
