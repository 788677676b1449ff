ALTER TABLE "user_preferences" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_preferences" ALTER COLUMN "language" DROP NOT NULL;