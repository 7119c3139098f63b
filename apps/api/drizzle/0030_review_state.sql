-- The review state of an action (issue #30, ADR 0045), the one home of the rule, from the action's
-- review counters (migration 0028, ADR 0043: the photos it shows now by decision): fix when a photo
-- it shows has a retake asked for; accepted when it shows photos and every one is decided; else
-- pending. The column is generated from the counters the triggers of migration 0028 keep, so the
-- state is current in the same transaction as any photo or decision, with no trigger of its own.
CREATE FUNCTION "review_state_of"(accepted integer, to_fix integer, rejected integer, pending integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN to_fix > 0 THEN 'fix' WHEN accepted + rejected > 0 AND pending = 0 THEN 'accepted' ELSE 'pending' END
$$;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "review_state" text GENERATED ALWAYS AS (review_state_of(photos_accepted, photos_to_fix, photos_rejected, photos_pending)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "actions_review_list_at_idx" ON "actions" USING btree ("review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
CREATE INDEX "actions_status_review_list_at_idx" ON "actions" USING btree ("status","review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
CREATE INDEX "actions_territory_status_review_list_at_idx" ON "actions" USING btree ("territory_id","status","review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_review_state_check" CHECK ("actions"."review_state" in ('pending', 'accepted', 'fix'));--> statement-breakpoint
-- The rule applied to the action's photos and decisions as they are now, read from those tables and
-- not from the stored counters: what the stored state is checked against.
CREATE FUNCTION "action_review_state"(p_action uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT "review_state_of"(c."accepted", c."to_fix", c."rejected", c."pending") FROM "review_counts"(p_action) c
$$;
