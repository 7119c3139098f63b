DROP INDEX "actions_since_idx";--> statement-breakpoint
DROP INDEX "actions_status_since_idx";--> statement-breakpoint
DROP INDEX "actions_territory_since_idx";--> statement-breakpoint
DROP INDEX "actions_event_since_idx";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "list_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(since, created_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "actions_list_at_idx" ON "actions" USING btree ("list_at","no");--> statement-breakpoint
CREATE INDEX "actions_status_list_at_idx" ON "actions" USING btree ("status","list_at");--> statement-breakpoint
CREATE INDEX "actions_territory_list_at_idx" ON "actions" USING btree ("territory_id","list_at");--> statement-breakpoint
CREATE INDEX "actions_event_list_at_idx" ON "actions" USING btree ("event_id","list_at");