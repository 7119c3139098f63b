ALTER TABLE "actions" ADD COLUMN "finish_lat" double precision;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "finish_lng" double precision;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "finish_distance" double precision;