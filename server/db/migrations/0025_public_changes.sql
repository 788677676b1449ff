CREATE TABLE "public_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"tool_id" uuid,
	"course_id" uuid,
	"post_id" uuid,
	"before" text,
	"after" text,
	"source" text,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_changes_kind_check" CHECK ("public_changes"."kind" in ('tool-added', 'price', 'pricing-model', 'free-plan', 'commercial-free', 'commercial-paid', 'training', 'discontinued', 'link-dead', 'link-back', 'course-added', 'article-added')),
	CONSTRAINT "public_changes_one_subject_check" CHECK (num_nonnulls("public_changes"."tool_id", "public_changes"."course_id", "public_changes"."post_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "public_changes" ADD CONSTRAINT "public_changes_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_changes" ADD CONSTRAINT "public_changes_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_changes" ADD CONSTRAINT "public_changes_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_changes_happened_idx" ON "public_changes" USING btree ("happened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "public_changes_tool_idx" ON "public_changes" USING btree ("tool_id","happened_at" DESC NULLS LAST) WHERE "public_changes"."tool_id" is not null;--> statement-breakpoint
-- What visitors see change: written here, by the tables' own triggers, so that every write path
-- (admin, catalogue import, seed, link checker, another instance) records it. A transaction that
-- sets atelier.quiet_changes on (the first load of the catalogue, an admin's correction) records none.
-- A fact changes when it was known before and is known after: learning an unknown fact is not a change.
CREATE FUNCTION "record_tool_public_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atelier.quiet_changes', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'published' THEN
      INSERT INTO public_changes (kind, tool_id, source) VALUES ('tool-added', NEW.id, NEW.explore_now_link);
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.status = 'draft' AND NEW.status = 'published'
    AND NOT EXISTS (SELECT 1 FROM public_changes WHERE tool_id = NEW.id AND kind = 'tool-added') THEN
    INSERT INTO public_changes (kind, tool_id, source) VALUES ('tool-added', NEW.id, NEW.explore_now_link);
  END IF;
  IF OLD.status = 'published' AND NEW.status = 'discontinued' THEN
    INSERT INTO public_changes (kind, tool_id, after) VALUES ('discontinued', NEW.id, NEW.successor_id::text);
  END IF;
  -- A draft's edits are nobody's news; its publication is.
  IF OLD.status = 'draft' OR NEW.status = 'draft' THEN
    RETURN NULL;
  END IF;
  IF OLD.pricing <> NEW.pricing THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('pricing-model', NEW.id, OLD.pricing, NEW.pricing, NEW.see_pricing_link);
  END IF;
  IF OLD.starting_price <> NEW.starting_price THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('price', NEW.id, OLD.starting_price, NEW.starting_price, NEW.see_pricing_link);
  END IF;
  IF OLD.free_tier <> NEW.free_tier THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('free-plan', NEW.id, OLD.free_tier::text, NEW.free_tier::text, NEW.see_pricing_link);
  END IF;
  IF OLD.commercial_free <> NEW.commercial_free AND 'unknown' NOT IN (OLD.commercial_free, NEW.commercial_free) THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('commercial-free', NEW.id, OLD.commercial_free, NEW.commercial_free, NEW.terms_source);
  END IF;
  IF OLD.commercial_paid <> NEW.commercial_paid AND 'unknown' NOT IN (OLD.commercial_paid, NEW.commercial_paid) THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('commercial-paid', NEW.id, OLD.commercial_paid, NEW.commercial_paid, NEW.terms_source);
  END IF;
  IF OLD.trains_on_content <> NEW.trains_on_content AND 'unknown' NOT IN (OLD.trains_on_content, NEW.trains_on_content) THEN
    INSERT INTO public_changes (kind, tool_id, before, after, source) VALUES ('training', NEW.id, OLD.trains_on_content, NEW.trains_on_content, NEW.terms_source);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ai_tools_public_changes" AFTER INSERT OR UPDATE ON "ai_tools"
  FOR EACH ROW EXECUTE FUNCTION "record_tool_public_changes"();--> statement-breakpoint
-- A link is dead from its second failure in a row (FLAG_AFTER_FAILURES in server/links/checker.ts),
-- and back when a check of a dead link succeeds.
CREATE FUNCTION "record_link_public_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atelier.quiet_changes', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF OLD.consecutive_failures < 2 AND NEW.consecutive_failures >= 2 THEN
    INSERT INTO public_changes (kind, tool_id, after, source) VALUES ('link-dead', NEW.tool_id, NEW.kind, NEW.url);
  ELSIF OLD.consecutive_failures >= 2 AND NEW.consecutive_failures = 0 THEN
    INSERT INTO public_changes (kind, tool_id, after, source) VALUES ('link-back', NEW.tool_id, NEW.kind, NEW.url);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "link_checks_public_changes" AFTER UPDATE ON "link_checks"
  FOR EACH ROW WHEN ((OLD.consecutive_failures >= 2) IS DISTINCT FROM (NEW.consecutive_failures >= 2))
  EXECUTE FUNCTION "record_link_public_changes"();--> statement-breakpoint
CREATE FUNCTION "record_course_public_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atelier.quiet_changes', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO public_changes (kind, course_id, source) VALUES ('course-added', NEW.id, NEW.link);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ai_courses_public_changes" AFTER INSERT ON "ai_courses"
  FOR EACH ROW EXECUTE FUNCTION "record_course_public_changes"();--> statement-breakpoint
-- An article is news on its first publication, not when it is published again after a pause.
CREATE FUNCTION "record_post_public_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atelier.quiet_changes', true) IS DISTINCT FROM 'on'
    AND NOT EXISTS (SELECT 1 FROM public_changes WHERE post_id = NEW.id AND kind = 'article-added') THEN
    INSERT INTO public_changes (kind, post_id) VALUES ('article-added', NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_changes_inserted" AFTER INSERT ON "blog_posts"
  FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION "record_post_public_changes"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_changes_published" AFTER UPDATE ON "blog_posts"
  FOR EACH ROW WHEN (NEW.published AND NOT OLD.published)
  EXECUTE FUNCTION "record_post_public_changes"();
