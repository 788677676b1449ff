CREATE TABLE "spent_bot_checks" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_bot_checks_expires_at_idx" ON "spent_bot_checks" USING btree ("expires_at");