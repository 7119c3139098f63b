CREATE TABLE "kpi_reviews" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"photos_accepted" integer DEFAULT 0 NOT NULL,
	"photos_to_fix" integer DEFAULT 0 NOT NULL,
	"photos_rejected" integer DEFAULT 0 NOT NULL,
	"photos_pending" integer DEFAULT 0 NOT NULL,
	"actions_with_signals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_reviews_day_territory_id_event_id_pk" PRIMARY KEY("day","territory_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "photos_accepted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "photos_to_fix" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "photos_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "photos_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "signalled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The dashboard's review figures as a rollup (ADR 0043), so a month reads a few counter rows
-- however many finished actions it holds. Two steps, both triggers in the same transaction as the
-- write: the photos an action shows now (action_files, action_receipts) with their decisions
-- (photo_reviews), and its signals, are counted onto the action's own row; and the finished
-- actions' counters are summed per day, territory and event into kpi_reviews, the old row taken out
-- and the new one put in on every change, as kpi_actions does.
-- The review counters of one action, from the photos it shows now (a retake's old photo is not one)
-- and the decisions taken on them for this action.
CREATE FUNCTION "review_counts"(p_action uuid, OUT "accepted" integer, OUT "to_fix" integer, OUT "rejected" integer, OUT "pending" integer) LANGUAGE sql STABLE AS $$
  SELECT count(*) FILTER (WHERE r."decision" = 'accept')::int, count(*) FILTER (WHERE r."decision" = 'retake')::int,
    count(*) FILTER (WHERE r."decision" = 'reject')::int, count(*) FILTER (WHERE r."file_id" IS NULL)::int
  FROM (SELECT "file_id" FROM "action_files" WHERE "action_id" = p_action
    UNION ALL SELECT "file_id" FROM "action_receipts" WHERE "action_id" = p_action) p
  LEFT JOIN "photo_reviews" r ON r."file_id" = p."file_id" AND r."action_id" = p_action
$$;--> statement-breakpoint
-- The action's row is locked first, and the counts read by the next statement: its snapshot is
-- taken after any other transaction counting the same action has committed, so two decisions on
-- two photos of one action at once are both counted. FOR NO KEY UPDATE, the lock an UPDATE of the
-- row takes, not FOR UPDATE: that one also waits for the KEY SHARE lock of a row merely naming the
-- action (a history entry, the signals), whose writer may itself be waiting to update the action,
-- a deadlock seen between a finish and the signals job.
CREATE FUNCTION "review_counts_refresh"(p_action uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "actions" WHERE "id" = p_action FOR NO KEY UPDATE;
  UPDATE "actions" a SET "photos_accepted" = c."accepted", "photos_to_fix" = c."to_fix",
    "photos_rejected" = c."rejected", "photos_pending" = c."pending"
  FROM "review_counts"(p_action) c
  WHERE a."id" = p_action AND (a."photos_accepted", a."photos_to_fix", a."photos_rejected", a."photos_pending")
    IS DISTINCT FROM (c."accepted", c."to_fix", c."rejected", c."pending");
END
$$;--> statement-breakpoint
CREATE FUNCTION "review_photos_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "review_counts_refresh"(OLD."action_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."action_id" IS DISTINCT FROM OLD."action_id") THEN
    PERFORM "review_counts_refresh"(NEW."action_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_files_review" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id" ON "action_files" FOR EACH ROW EXECUTE FUNCTION "review_photos_changed"();--> statement-breakpoint
CREATE TRIGGER "action_receipts_review" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id" ON "action_receipts" FOR EACH ROW EXECUTE FUNCTION "review_photos_changed"();--> statement-breakpoint
CREATE TRIGGER "photo_reviews_review" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "file_id", "decision" ON "photo_reviews" FOR EACH ROW EXECUTE FUNCTION "review_photos_changed"();--> statement-breakpoint
-- Whether a stored list of signals holds any: the one test, for the trigger and the refill.
CREATE FUNCTION "signals_found"(p_signals jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_typeof(p_signals) = 'array' AND jsonb_array_length(p_signals) > 0, false)
$$;--> statement-breakpoint
CREATE FUNCTION "review_signals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v boolean := TG_OP <> 'DELETE' AND "signals_found"(NEW."signals");
BEGIN
  UPDATE "actions" SET "signalled" = v
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."action_id" ELSE NEW."action_id" END AND "signalled" <> v;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_signals_review" AFTER INSERT OR DELETE OR UPDATE OF "signals" ON "action_signals" FOR EACH ROW EXECUTE FUNCTION "review_signals_changed"();--> statement-breakpoint
-- One action's share of kpi_reviews (s = 1 adds it, -1 takes it out): a finished, dated action's.
CREATE FUNCTION "kpi_review_add"(a "actions", s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF a."status" <> 'finished' OR a."since" IS NULL OR (a."photos_accepted" = 0 AND a."photos_to_fix" = 0
    AND a."photos_rejected" = 0 AND a."photos_pending" = 0 AND NOT a."signalled") THEN RETURN; END IF;
  INSERT INTO "kpi_reviews" AS k ("day", "territory_id", "event_id", "photos_accepted", "photos_to_fix", "photos_rejected",
    "photos_pending", "actions_with_signals")
  VALUES ((a."since" AT TIME ZONE 'Europe/Warsaw')::date,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    s * a."photos_accepted", s * a."photos_to_fix", s * a."photos_rejected", s * a."photos_pending", s * a."signalled"::int)
  ON CONFLICT ("day", "territory_id", "event_id") DO UPDATE SET
    "photos_accepted" = k."photos_accepted" + excluded."photos_accepted",
    "photos_to_fix" = k."photos_to_fix" + excluded."photos_to_fix",
    "photos_rejected" = k."photos_rejected" + excluded."photos_rejected",
    "photos_pending" = k."photos_pending" + excluded."photos_pending",
    "actions_with_signals" = k."actions_with_signals" + excluded."actions_with_signals";
END
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_reviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "kpi_review_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "kpi_review_add"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "actions_kpi_reviews" AFTER INSERT OR DELETE ON "actions" FOR EACH ROW EXECUTE FUNCTION "kpi_reviews_changed"();--> statement-breakpoint
CREATE TRIGGER "actions_kpi_reviews_update" AFTER UPDATE ON "actions" FOR EACH ROW
  WHEN ((OLD."status", OLD."since", OLD."territory_id", OLD."event_id", OLD."photos_accepted", OLD."photos_to_fix", OLD."photos_rejected", OLD."photos_pending", OLD."signalled")
    IS DISTINCT FROM (NEW."status", NEW."since", NEW."territory_id", NEW."event_id", NEW."photos_accepted", NEW."photos_to_fix", NEW."photos_rejected", NEW."photos_pending", NEW."signalled"))
  EXECUTE FUNCTION "kpi_reviews_changed"();--> statement-breakpoint
-- Counted again: every candidate action's review counters from its photos and signals (by the
-- triggers' own review_counts and signals_found), then kpi_reviews from the actions, set-based. Part of kpi_refill (after a bulk load with the triggers off).
CREATE FUNCTION "kpi_review_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "actions" a SET "photos_accepted" = c."accepted", "photos_to_fix" = c."to_fix", "photos_rejected" = c."rejected",
    "photos_pending" = c."pending", "signalled" = c."signalled"
  FROM (
    -- Each candidate counted once by the triggers' own function: actions with a photo or signals,
    -- and those whose counters say they have (a load may have left them wrong).
    SELECT x."id", n."accepted", n."to_fix", n."rejected", n."pending",
      coalesce((SELECT "signals_found"(s."signals") FROM "action_signals" s WHERE s."action_id" = x."id"), false) AS "signalled"
    FROM (SELECT "action_id" AS "id" FROM "action_files" UNION SELECT "action_id" FROM "action_receipts"
      UNION SELECT "action_id" FROM "action_signals"
      UNION SELECT "id" FROM "actions" WHERE "photos_accepted" + "photos_to_fix" + "photos_rejected" + "photos_pending" > 0 OR "signalled") x
    CROSS JOIN LATERAL "review_counts"(x."id") n
  ) c
  WHERE a."id" = c."id" AND (a."photos_accepted", a."photos_to_fix", a."photos_rejected", a."photos_pending", a."signalled")
    IS DISTINCT FROM (c."accepted", c."to_fix", c."rejected", c."pending", c."signalled");
  DELETE FROM "kpi_reviews";
  INSERT INTO "kpi_reviews" ("day", "territory_id", "event_id", "photos_accepted", "photos_to_fix", "photos_rejected", "photos_pending",
    "actions_with_signals")
  SELECT (a."since" AT TIME ZONE 'Europe/Warsaw')::date,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    sum(a."photos_accepted"), sum(a."photos_to_fix"), sum(a."photos_rejected"), sum(a."photos_pending"), count(*) FILTER (WHERE a."signalled")
  FROM "actions" a
  WHERE a."status" = 'finished' AND a."since" IS NOT NULL
    AND (a."photos_accepted" + a."photos_to_fix" + a."photos_rejected" + a."photos_pending" > 0 OR a."signalled")
  GROUP BY 1, 2, 3;
END
$$;--> statement-breakpoint
-- kpi_refill and kpi_triggers (migration 0022) grow by the review rollup: the earlier bodies are
-- kept under new names and called first.
ALTER FUNCTION "kpi_refill"() RENAME TO "kpi_refill_counters";--> statement-breakpoint
CREATE FUNCTION "kpi_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kpi_refill_counters"();
  PERFORM "kpi_review_refill"();
END
$$;--> statement-breakpoint
ALTER FUNCTION "kpi_triggers"(boolean) RENAME TO "kpi_triggers_counters";--> statement-breakpoint
CREATE FUNCTION "kpi_triggers"(p_enabled boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record; verb text := CASE WHEN p_enabled THEN 'ENABLE' ELSE 'DISABLE' END;
BEGIN
  PERFORM "kpi_triggers_counters"(p_enabled);
  FOR t IN SELECT * FROM (VALUES ('actions', 'actions_kpi_reviews'), ('actions', 'actions_kpi_reviews_update'),
    ('action_files', 'action_files_review'), ('action_receipts', 'action_receipts_review'),
    ('photo_reviews', 'photo_reviews_review'), ('action_signals', 'action_signals_review')) AS v("tbl", "trg")
  LOOP
    EXECUTE format('ALTER TABLE %I %s TRIGGER %I', t."tbl", verb, t."trg");
  END LOOP;
END
$$;--> statement-breakpoint
-- The photos, decisions and signals already there.
SELECT "kpi_review_refill"();
