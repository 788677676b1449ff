CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid,
	"course_id" uuid,
	"user_id" text,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"use_case" text NOT NULL,
	"plan" text NOT NULL,
	"used_for" text NOT NULL,
	"pros" text,
	"cons" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"removal_reason" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_subject_check" CHECK (num_nonnulls("reviews"."tool_id", "reviews"."course_id") = 1),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_plan_check" CHECK ("reviews"."plan" in ('free', 'paid', 'trial')),
	CONSTRAINT "reviews_used_for_check" CHECK ("reviews"."used_for" in ('under-a-month', '1-6-months', '6-12-months', 'over-a-year')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_user_idx" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_tool_idx" ON "reviews" USING btree ("user_id","tool_id") WHERE "reviews"."tool_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_course_idx" ON "reviews" USING btree ("user_id","course_id") WHERE "reviews"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_tool_published_idx" ON "reviews" USING btree ("tool_id","published_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_course_published_idx" ON "reviews" USING btree ("course_id","published_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_body_trgm_idx" ON "reviews" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
-- A subject's review_count and rating_sum follow its published reviews. Each change adds or takes
-- away one review's part under the subject row's lock, so concurrent reviews, edits and removals
-- add up exactly (a recount in the trigger would read a snapshot older than a concurrent commit).
CREATE FUNCTION "review_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.rating = NEW.rating THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    IF OLD.tool_id IS NOT NULL THEN
      UPDATE ai_tools SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.tool_id;
    ELSE
      UPDATE ai_courses SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.course_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    IF NEW.tool_id IS NOT NULL THEN
      UPDATE ai_tools SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.tool_id;
    ELSE
      UPDATE ai_courses SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.course_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_totals" AFTER INSERT OR UPDATE OF "status", "rating" OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "review_totals_follow"();--> statement-breakpoint
-- Each helpful mark adds one under the review row's lock: two at the same instant count two.
CREATE FUNCTION "review_helpful_count_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_helpful_votes_count" AFTER INSERT OR DELETE ON "review_helpful_votes"
  FOR EACH ROW EXECUTE FUNCTION "review_helpful_count_follow"();--> statement-breakpoint
-- Reviews and makers' replies are on pages anonymous visitors see (migration 0021).
CREATE TRIGGER "reviews_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();--> statement-breakpoint
CREATE TRIGGER "review_replies_public_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_pages_changed"();
