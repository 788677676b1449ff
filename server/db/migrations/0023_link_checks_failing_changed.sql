-- A tool page also says when its links are failing: from the second failure in a row
-- (FLAG_AFTER_FAILURES in server/links/checker.ts). Crossing that line changes the page too.
DROP TRIGGER "link_checks_shown_changed" ON "link_checks";--> statement-breakpoint
CREATE TRIGGER "link_checks_shown_changed" AFTER UPDATE ON "link_checks"
  FOR EACH ROW WHEN (
    date_trunc('day', OLD.last_ok_at) IS DISTINCT FROM date_trunc('day', NEW.last_ok_at)
    OR (OLD.consecutive_failures > 0) IS DISTINCT FROM (NEW.consecutive_failures > 0)
    OR (OLD.consecutive_failures >= 2) IS DISTINCT FROM (NEW.consecutive_failures >= 2)
  ) EXECUTE FUNCTION "notify_public_pages_changed"();
