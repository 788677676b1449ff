CREATE TABLE "review_authors" (
	"author_key" text NOT NULL,
	"tool_id" uuid,
	"course_id" uuid,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_authors_one_subject_check" CHECK (num_nonnulls("review_authors"."tool_id", "review_authors"."course_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tool_visit_marks" (
	"mark" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_authors" ADD CONSTRAINT "review_authors_tool_id_ai_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."ai_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_authors" ADD CONSTRAINT "review_authors_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_authors_tool_idx" ON "review_authors" USING btree ("author_key","tool_id") WHERE "review_authors"."tool_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_authors_course_idx" ON "review_authors" USING btree ("author_key","course_id") WHERE "review_authors"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "tool_visit_marks_day_idx" ON "tool_visit_marks" USING btree ("day");