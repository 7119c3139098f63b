ALTER TABLE "points" ADD COLUMN "chain" text;--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "trashed_at" timestamp with time zone;