CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_failure_at" timestamp with time zone,
	"last_error" text
);
