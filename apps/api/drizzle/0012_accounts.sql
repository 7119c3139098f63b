ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "reset_mail_jobs" ADD COLUMN "kind" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_idx" ON "users" USING btree ("email") WHERE "users"."active";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");