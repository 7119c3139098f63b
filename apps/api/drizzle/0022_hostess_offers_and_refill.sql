ALTER TABLE "kpi_hostesses" ADD COLUMN "glo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_hostesses" ADD COLUMN "glo_hutd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_hostesses" ADD COLUMN "vuse" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_hostesses" ADD COLUMN "velo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_hostesses" ADD COLUMN "neo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_hostesses" ADD COLUMN "inspiration_club" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "kpi_hostesses_hostess_idx" ON "kpi_hostesses" USING btree ("hostess_id","day");--> statement-breakpoint
-- hand-written (keep on regeneration)
-- Whether a registration's offers map chose the offer (the webform's selectedOffers): 1 or 0.
CREATE FUNCTION "kpi_has_offer"(p_offers jsonb, p_key text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (coalesce(jsonb_typeof(p_offers -> p_key), 'null') <> 'null')::int
$$;--> statement-breakpoint
-- A registration (migration 0018's function again): her row in kpi_hostesses now also counts
-- it per offer, for the hostess's own numbers in the webform ('Moje wyniki').
CREATE OR REPLACE FUNCTION "kpi_registration_add"(r "registrations", s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l timestamp := r."created_at" AT TIME ZONE 'Europe/Warsaw'; k record; first boolean;
BEGIN
  k := "kpi_keys"(r."action_id");
  first := NOT EXISTS (SELECT 1 FROM "registrations" o WHERE o."consumer_id" = r."consumer_id" AND o."id" <> r."id"
    AND (o."created_at" < r."created_at" OR (o."created_at" = r."created_at" AND o."id" < r."id")));
  PERFORM "kpi_leads_add"(r."created_at", r."action_id", 0, 0, s, s * first::int, r."offers");
  INSERT INTO "kpi_hostesses" AS x ("day", "hour", "territory_id", "event_id", "hostess_id", "registered", "glo", "glo_hutd", "vuse", "velo", "neo", "inspiration_club")
  VALUES (l::date, extract(hour from l)::smallint, k.territory, k.event, r."hostess_id", s,
    s * "kpi_has_offer"(r."offers", 'Glo'), s * "kpi_has_offer"(r."offers", 'Glo_HUTD'), s * "kpi_has_offer"(r."offers", 'Vuse'),
    s * "kpi_has_offer"(r."offers", 'Velo'), s * "kpi_has_offer"(r."offers", 'Neo'), s * "kpi_has_offer"(r."offers", 'InspirationClub'))
  ON CONFLICT ("day", "hour", "territory_id", "event_id", "hostess_id") DO UPDATE SET "registered" = x."registered" + excluded."registered",
    "glo" = x."glo" + excluded."glo", "glo_hutd" = x."glo_hutd" + excluded."glo_hutd", "vuse" = x."vuse" + excluded."vuse",
    "velo" = x."velo" + excluded."velo", "neo" = x."neo" + excluded."neo", "inspiration_club" = x."inspiration_club" + excluded."inspiration_club";
  INSERT INTO "kpi_points" AS x ("day", "hour", "territory_id", "event_id", "point_ident", "registered")
  VALUES (l::date, extract(hour from l)::smallint, k.territory, k.event, coalesce(r."point_ident", ''), s)
  ON CONFLICT ("day", "hour", "territory_id", "event_id", "point_ident") DO UPDATE SET "registered" = x."registered" + excluded."registered";
END
$$;--> statement-breakpoint
-- The counted actions (not drafts, dated) with their rollup keys and counters: what
-- kpi_action_add adds per row, as one set for the set-based fill below.
CREATE FUNCTION "kpi_action_rows"() RETURNS TABLE ("action_id" uuid, "day" date, "hour" smallint, "territory_id" uuid, "event_id" uuid,
  "planned" integer, "on_time" integer, "late" integer, "not_started" integer, "finished" integer, "early" integer,
  "cancelled" integer, "hst" integer, "run" bigint) LANGUAGE sql STABLE AS $$
  SELECT a."id", (a."since" AT TIME ZONE 'Europe/Warsaw')::date, extract(hour from a."since" AT TIME ZONE 'Europe/Warsaw')::smallint,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    c."c_planned", c."c_on_time", c."c_late", c."c_not_started", c."c_finished", c."c_early", c."c_cancelled", c."c_hst", c."c_run"
  FROM "actions" a CROSS JOIN LATERAL "kpi_action_counts"(a, 1) c
  WHERE a."since" IS NOT NULL AND a."status" <> 'editable'
$$;--> statement-breakpoint
-- Turns the rollup triggers off (false) or on (true) for a bulk load (ADR 0042). The BEFORE
-- INSERT triggers that name a code's or verification's action stay on. ALTER TABLE takes an
-- exclusive lock on each table until the transaction ends: a bulk load that turns them off, writes,
-- calls kpi_refill() and turns them on in ONE transaction makes every other writer wait, so no
-- write goes uncounted.
CREATE FUNCTION "kpi_triggers"(p_enabled boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record; verb text := CASE WHEN p_enabled THEN 'ENABLE' ELSE 'DISABLE' END;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('actions', 'actions_kpi'), ('actions', 'actions_kpi_update'), ('actions', 'actions_kpi_links_gone'),
    ('action_users', 'action_users_kpi'), ('action_points', 'action_points_kpi'), ('registrations', 'registrations_kpi'),
    ('consents', 'consents_kpi'), ('consent_withdrawals', 'consent_withdrawals_kpi'), ('otp_challenges', 'otp_challenges_kpi'),
    ('verifications', 'verifications_kpi')) AS v("tbl", "trg")
  LOOP
    EXECUTE format('ALTER TABLE %I %s TRIGGER %I', t."tbl", verb, t."trg");
  END LOOP;
END
$$;--> statement-breakpoint
-- The rollups counted again from the rows, set-based: one INSERT … SELECT … GROUP BY per rollup,
-- to the same definitions as the triggers (docs/product/kpi.md). Used after a bulk load with the
-- triggers off (ADR 0042); rows the triggers left at zero are not written again.
CREATE FUNCTION "kpi_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "kpi_actions";
  DELETE FROM "kpi_leads";
  DELETE FROM "kpi_consents";
  DELETE FROM "kpi_hostesses";
  DELETE FROM "kpi_points";
  INSERT INTO "kpi_actions" ("day", "hour", "territory_id", "event_id", "planned", "started_on_time", "started_late", "not_started",
    "finished", "finished_early", "cancelled", "hostess_cancelled", "run_seconds")
  SELECT k."day", k."hour", k."territory_id", k."event_id", sum(k."planned"), sum(k."on_time"), sum(k."late"), sum(k."not_started"),
    sum(k."finished"), sum(k."early"), sum(k."cancelled"), sum(k."hst"), sum(k."run")
  FROM "kpi_action_rows"() k GROUP BY 1, 2, 3, 4;
  INSERT INTO "kpi_leads" ("day", "hour", "territory_id", "event_id", "codes_sent", "verified", "registered", "new_consumers",
    "glo", "glo_hutd", "vuse", "velo", "neo", "inspiration_club")
  SELECT (u."at" AT TIME ZONE 'Europe/Warsaw')::date, extract(hour from u."at" AT TIME ZONE 'Europe/Warsaw')::smallint,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    sum(u."codes"), sum(u."verified"), sum(u."registered"), sum(u."new"),
    sum("kpi_has_offer"(u."offers", 'Glo')), sum("kpi_has_offer"(u."offers", 'Glo_HUTD')), sum("kpi_has_offer"(u."offers", 'Vuse')),
    sum("kpi_has_offer"(u."offers", 'Velo')), sum("kpi_has_offer"(u."offers", 'Neo')), sum("kpi_has_offer"(u."offers", 'InspirationClub'))
  FROM (
    SELECT o."created_at" AS "at", o."action_id", 1 AS "codes", 0 AS "verified", 0 AS "registered", 0 AS "new", '{}'::jsonb AS "offers"
    FROM "otp_challenges" o
    UNION ALL
    SELECT v."verified_at", v."action_id", 0, 1, 0, 0, '{}'::jsonb FROM "verifications" v
    UNION ALL
    SELECT r."created_at", r."action_id", 0, 0, 1,
      (row_number() OVER (PARTITION BY r."consumer_id" ORDER BY r."created_at", r."id") = 1)::int, r."offers"
    FROM "registrations" r
  ) u LEFT JOIN "actions" a ON a."id" = u."action_id"
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "kpi_consents" ("day", "territory_id", "event_id", "purpose", "opted_in", "withdrawn")
  SELECT (u."at" AT TIME ZONE 'Europe/Warsaw')::date,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    u."purpose", sum(u."opted_in"), sum(u."withdrawn")
  FROM (
    SELECT c."recorded_at" AS "at", c."action_id", c."purpose", 1 AS "opted_in", 0 AS "withdrawn" FROM "consents" c WHERE c."value"
    UNION ALL
    SELECT w."withdrawn_at", r."action_id", w."purpose", 0, 1
    FROM "consent_withdrawals" w LEFT JOIN "consent_links" cl ON cl."id" = w."link_id" LEFT JOIN "registrations" r ON r."id" = cl."registration_id"
  ) u LEFT JOIN "actions" a ON a."id" = u."action_id"
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "kpi_hostesses" ("day", "hour", "territory_id", "event_id", "hostess_id", "planned", "started_on_time", "started_late",
    "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered",
    "glo", "glo_hutd", "vuse", "velo", "neo", "inspiration_club")
  SELECT u."day", u."hour", u."territory_id", u."event_id", u."who", sum(u."planned"), sum(u."on_time"), sum(u."late"),
    sum(u."not_started"), sum(u."finished"), sum(u."early"), sum(u."cancelled"), sum(u."hst"), sum(u."registered"),
    sum("kpi_has_offer"(u."offers", 'Glo')), sum("kpi_has_offer"(u."offers", 'Glo_HUTD')), sum("kpi_has_offer"(u."offers", 'Vuse')),
    sum("kpi_has_offer"(u."offers", 'Velo')), sum("kpi_has_offer"(u."offers", 'Neo')), sum("kpi_has_offer"(u."offers", 'InspirationClub'))
  FROM (
    SELECT k."day", k."hour", k."territory_id", k."event_id", au."user_id" AS "who", k."planned", k."on_time", k."late", k."not_started",
      k."finished", k."early", k."cancelled", k."hst", 0 AS "registered", '{}'::jsonb AS "offers"
    FROM "kpi_action_rows"() k JOIN "action_users" au ON au."action_id" = k."action_id"
    UNION ALL
    SELECT (r."created_at" AT TIME ZONE 'Europe/Warsaw')::date, extract(hour from r."created_at" AT TIME ZONE 'Europe/Warsaw')::smallint,
      coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
      r."hostess_id", 0, 0, 0, 0, 0, 0, 0, 0, 1, r."offers"
    FROM "registrations" r LEFT JOIN "actions" a ON a."id" = r."action_id"
  ) u GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "kpi_points" ("day", "hour", "territory_id", "event_id", "point_ident", "planned", "started_on_time", "started_late",
    "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered")
  SELECT u."day", u."hour", u."territory_id", u."event_id", u."ident", sum(u."planned"), sum(u."on_time"), sum(u."late"),
    sum(u."not_started"), sum(u."finished"), sum(u."early"), sum(u."cancelled"), sum(u."hst"), sum(u."registered")
  FROM (
    SELECT k."day", k."hour", k."territory_id", k."event_id", p."ident", k."planned", k."on_time", k."late", k."not_started",
      k."finished", k."early", k."cancelled", k."hst", 0 AS "registered"
    FROM "kpi_action_rows"() k JOIN "action_points" ap ON ap."action_id" = k."action_id" JOIN "points" p ON p."id" = ap."point_id"
    UNION ALL
    SELECT (r."created_at" AT TIME ZONE 'Europe/Warsaw')::date, extract(hour from r."created_at" AT TIME ZONE 'Europe/Warsaw')::smallint,
      coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
      coalesce(r."point_ident", ''), 0, 0, 0, 0, 0, 0, 0, 0, 1
    FROM "registrations" r LEFT JOIN "actions" a ON a."id" = r."action_id"
  ) u GROUP BY 1, 2, 3, 4, 5;
END
$$;--> statement-breakpoint
-- The hostesses' offer counters for the registrations already there: everything counted again.
SELECT "kpi_refill"();
