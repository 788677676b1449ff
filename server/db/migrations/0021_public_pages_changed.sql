-- Tells every server process (LISTEN public_pages_changed) that a page anonymous visitors see may
-- have changed, so each drops the pages it keeps. NOTIFY is sent at commit, in commit order, and is
-- merged when one transaction sends it several times. Whatever writes (admin, seed, import,
-- another instance) triggers it.
CREATE FUNCTION "notify_public_pages_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ai_tools_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_tools"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "ai_courses_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "course_tools_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_tools"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "ai_tool_logos_ticker_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_tool_logos_ticker"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
-- A draft's autosave every few seconds changes nothing a visitor sees: only published posts count.
CREATE TRIGGER "blog_posts_published_changed" AFTER INSERT ON "blog_posts"
  FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_published_updated" AFTER UPDATE ON "blog_posts"
  FOR EACH ROW WHEN (OLD.published OR NEW.published) EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_published_deleted" AFTER DELETE ON "blog_posts"
  FOR EACH ROW WHEN (OLD.published) EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
-- Tool pages show the day their links were last found working, or that one is failing: a new day
-- or a change between working and failing changes the page, another check that day does not.
CREATE TRIGGER "link_checks_shown_changed" AFTER UPDATE ON "link_checks"
  FOR EACH ROW WHEN (
    date_trunc('day', OLD.last_ok_at) IS DISTINCT FROM date_trunc('day', NEW.last_ok_at)
    OR (OLD.consecutive_failures > 0) IS DISTINCT FROM (NEW.consecutive_failures > 0)
  ) EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "link_checks_public_pages_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "link_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();
