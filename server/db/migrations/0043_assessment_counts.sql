CREATE TABLE "assessment_task_picks" (
	"week" date NOT NULL,
	"task" text NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_task_picks_week_task_pk" PRIMARY KEY("week","task")
);
--> statement-breakpoint
CREATE TABLE "assessment_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL
);
