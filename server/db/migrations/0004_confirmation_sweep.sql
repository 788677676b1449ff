ALTER TABLE "mail_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "users_unconfirmed_created_idx" ON "users" USING btree ("created_at") WHERE not "users"."email_verified";