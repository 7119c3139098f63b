ALTER TABLE "actions" ADD COLUMN "review_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "actions_review_list_at_idx" ON "actions" USING btree ("review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
CREATE INDEX "actions_status_review_list_at_idx" ON "actions" USING btree ("status","review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
CREATE INDEX "actions_territory_status_review_list_at_idx" ON "actions" USING btree ("territory_id","status","review_state","list_at","no","id") WHERE review_state <> 'pending';--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_review_state_check" CHECK ("actions"."review_state" in ('pending', 'accepted', 'fix'));--> statement-breakpoint
-- The review state of an action (issue #30, ADR 0043), the one home of the rule: fix when a photo it
-- shows now (a start/end photo or a receipt) has a retake asked for; accepted when it shows photos
-- and every one is decided; else pending. A decision counts only for a photo the action shows now.
CREATE FUNCTION "action_review_state"(p_action uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM "photo_reviews" r WHERE r."action_id" = p_action AND r."decision" = 'retake'
      AND r."file_id" IN (SELECT "file_id" FROM "action_files" WHERE "action_id" = p_action
        UNION ALL SELECT "file_id" FROM "action_receipts" WHERE "action_id" = p_action)) THEN 'fix'
    WHEN EXISTS (SELECT 1 FROM "photo_reviews" r WHERE r."action_id" = p_action
      AND r."file_id" IN (SELECT "file_id" FROM "action_files" WHERE "action_id" = p_action
        UNION ALL SELECT "file_id" FROM "action_receipts" WHERE "action_id" = p_action))
    AND NOT EXISTS (SELECT 1 FROM (SELECT "file_id" FROM "action_files" WHERE "action_id" = p_action
        UNION ALL SELECT "file_id" FROM "action_receipts" WHERE "action_id" = p_action) p
      LEFT JOIN "photo_reviews" r ON r."file_id" = p."file_id" WHERE r."file_id" IS NULL) THEN 'accepted'
    ELSE 'pending' END
$$;--> statement-breakpoint
-- One action's stored state made current. The action's row is locked first, so a second writer on
-- the same action waits for the first to commit and then reads its rows (read committed: each
-- statement here takes a new snapshot); two decisions on two photos cannot both see the other
-- undecided. Written only when it changes.
CREATE FUNCTION "review_state_refresh"(p_action uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s text;
BEGIN
  PERFORM 1 FROM "actions" WHERE "id" = p_action FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  s := "action_review_state"(p_action);
  UPDATE "actions" SET "review_state" = s WHERE "id" = p_action AND "review_state" <> s;
END
$$;--> statement-breakpoint
-- Every write of a photo the action shows or of a decision: the state of the action(s) it touches.
CREATE FUNCTION "review_state_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "review_state_refresh"(OLD."action_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."action_id" IS DISTINCT FROM OLD."action_id") THEN
    PERFORM "review_state_refresh"(NEW."action_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_files_review_state" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id" ON "action_files"
  FOR EACH ROW EXECUTE FUNCTION "review_state_changed"();--> statement-breakpoint
CREATE TRIGGER "action_receipts_review_state" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id" ON "action_receipts"
  FOR EACH ROW EXECUTE FUNCTION "review_state_changed"();--> statement-breakpoint
CREATE TRIGGER "photo_reviews_review_state" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id", "decision" ON "photo_reviews"
  FOR EACH ROW EXECUTE FUNCTION "review_state_changed"();--> statement-breakpoint
-- Every action's state counted again by the rule, set-based: the actions with a photo or a decision,
-- and those stored as decided (an action with neither is pending), each once (UNION), the rule
-- evaluated once per candidate and joined by id. After a load that wrote photos or decisions with
-- these triggers off, and by this migration for the rows already there. (Not `id IN (…) OR …`:
-- with an OR PostgreSQL cannot make it a semi-join, and a candidate list beyond work_mem is then
-- scanned again for every action.)
CREATE FUNCTION "review_state_refill"() RETURNS void LANGUAGE sql AS $$
  UPDATE "actions" a SET "review_state" = s."state"
  FROM (SELECT c."id", "action_review_state"(c."id") AS "state"
    FROM (SELECT "action_id" AS "id" FROM "action_files" UNION SELECT "action_id" FROM "action_receipts"
      UNION SELECT "action_id" FROM "photo_reviews" UNION SELECT "id" FROM "actions" WHERE "review_state" <> 'pending') c
    OFFSET 0) s
  WHERE a."id" = s."id" AND a."review_state" <> s."state"
$$;--> statement-breakpoint
SELECT "review_state_refill"();
