CREATE TABLE "user_events" (
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "user_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "kpi_actions" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"not_started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_early" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"hostess_cancelled" integer DEFAULT 0 NOT NULL,
	"run_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_actions_day_hour_territory_id_event_id_pk" PRIMARY KEY("day","hour","territory_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "kpi_consents" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"opted_in" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_consents_day_territory_id_event_id_purpose_pk" PRIMARY KEY("day","territory_id","event_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "kpi_hostesses" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"hostess_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"not_started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_early" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"hostess_cancelled" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_hostesses_day_hour_territory_id_event_id_hostess_id_pk" PRIMARY KEY("day","hour","territory_id","event_id","hostess_id")
);
--> statement-breakpoint
CREATE TABLE "kpi_leads" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"new_consumers" integer DEFAULT 0 NOT NULL,
	"glo" integer DEFAULT 0 NOT NULL,
	"glo_hutd" integer DEFAULT 0 NOT NULL,
	"vuse" integer DEFAULT 0 NOT NULL,
	"velo" integer DEFAULT 0 NOT NULL,
	"neo" integer DEFAULT 0 NOT NULL,
	"inspiration_club" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_leads_day_hour_territory_id_event_id_pk" PRIMARY KEY("day","hour","territory_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "kpi_points" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"point_ident" text NOT NULL,
	"hour" smallint NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"not_started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_early" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"hostess_cancelled" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_points_day_hour_territory_id_event_id_point_ident_pk" PRIMARY KEY("day","hour","territory_id","event_id","point_ident")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "action_id" uuid;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "action_id" uuid;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('HST', 'ASM', 'HSADM', 'ADMIN', 'CLIENT'));--> statement-breakpoint
-- The dashboard's rollups (ADR 0034, definitions in docs/product/kpi.md): additive
-- counters kept by the triggers below in the same transaction as the rows they count, so a write
-- that commits is counted, whenever it arrives (a registration queued offline lands in its own
-- hour), and a rolled-back one never is. An update of an action takes its old row out and puts the
-- new one in. The zero uuid stands for a missing territory or event.
-- The counters one action adds (s = 1) or takes out (s = -1): docs/product/kpi.md.
CREATE FUNCTION "kpi_action_counts"(a "actions", s integer, OUT c_planned integer, OUT c_on_time integer, OUT c_late integer, OUT c_not_started integer, OUT c_finished integer, OUT c_early integer, OUT c_cancelled integer, OUT c_hst integer, OUT c_run bigint) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  c_planned := s;
  c_on_time := s * (a."started_at" IS NOT NULL AND a."started_at" <= a."since" + interval '15 minutes')::int;
  c_late := s * (a."started_at" IS NOT NULL AND a."started_at" > a."since" + interval '15 minutes')::int;
  c_not_started := s * (a."status" = 'accepted' AND a."started_at" IS NULL)::int;
  c_finished := s * (a."status" = 'finished')::int;
  c_early := s * (a."status" = 'finished' AND a."finished_at" IS NOT NULL AND a."until" IS NOT NULL AND a."finished_at" < a."until")::int;
  c_cancelled := s * (a."status" = 'cancelled')::int;
  c_hst := s * (a."status" = 'hst_cancelled')::int;
  c_run := s * CASE WHEN a."status" = 'finished' AND a."started_at" IS NOT NULL AND a."finished_at" > a."started_at"
    THEN floor(extract(epoch from a."finished_at" - a."started_at"))::bigint ELSE 0 END;
END
$$;--> statement-breakpoint
-- One hostess (p_hostess) or one point (p_point) of the action: its share of plan against reality.
CREATE FUNCTION "kpi_link_add"(a "actions", s integer, p_hostess uuid, p_point text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l timestamp; c record; t uuid; e uuid;
BEGIN
  IF a."since" IS NULL OR a."status" = 'editable' THEN RETURN; END IF;
  l := a."since" AT TIME ZONE 'Europe/Warsaw';
  c := "kpi_action_counts"(a, s);
  t := coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000');
  e := coalesce(a."event_id", '00000000-0000-0000-0000-000000000000');
  IF p_hostess IS NOT NULL THEN
    INSERT INTO "kpi_hostesses" AS x ("day", "hour", "territory_id", "event_id", "hostess_id", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled")
    VALUES (l::date, extract(hour from l)::smallint, t, e, p_hostess, c.c_planned, c.c_on_time, c.c_late, c.c_not_started, c.c_finished, c.c_early, c.c_cancelled, c.c_hst)
    ON CONFLICT ("day", "hour", "territory_id", "event_id", "hostess_id") DO UPDATE SET
      "planned" = x."planned" + excluded."planned", "started_on_time" = x."started_on_time" + excluded."started_on_time",
      "started_late" = x."started_late" + excluded."started_late", "not_started" = x."not_started" + excluded."not_started",
      "finished" = x."finished" + excluded."finished", "finished_early" = x."finished_early" + excluded."finished_early",
      "cancelled" = x."cancelled" + excluded."cancelled", "hostess_cancelled" = x."hostess_cancelled" + excluded."hostess_cancelled";
  ELSE
    INSERT INTO "kpi_points" AS x ("day", "hour", "territory_id", "event_id", "point_ident", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled")
    VALUES (l::date, extract(hour from l)::smallint, t, e, p_point, c.c_planned, c.c_on_time, c.c_late, c.c_not_started, c.c_finished, c.c_early, c.c_cancelled, c.c_hst)
    ON CONFLICT ("day", "hour", "territory_id", "event_id", "point_ident") DO UPDATE SET
      "planned" = x."planned" + excluded."planned", "started_on_time" = x."started_on_time" + excluded."started_on_time",
      "started_late" = x."started_late" + excluded."started_late", "not_started" = x."not_started" + excluded."not_started",
      "finished" = x."finished" + excluded."finished", "finished_early" = x."finished_early" + excluded."finished_early",
      "cancelled" = x."cancelled" + excluded."cancelled", "hostess_cancelled" = x."hostess_cancelled" + excluded."hostess_cancelled";
  END IF;
END
$$;--> statement-breakpoint
-- The action's own counters, and with `links` those of its hostesses and points.
CREATE FUNCTION "kpi_action_add"(a "actions", s integer, links boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l timestamp; c record;
BEGIN
  IF a."since" IS NULL OR a."status" = 'editable' THEN RETURN; END IF;
  l := a."since" AT TIME ZONE 'Europe/Warsaw';
  c := "kpi_action_counts"(a, s);
  INSERT INTO "kpi_actions" AS k ("day", "hour", "territory_id", "event_id", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "run_seconds")
  VALUES (l::date, extract(hour from l)::smallint,
    coalesce(a."territory_id", '00000000-0000-0000-0000-000000000000'), coalesce(a."event_id", '00000000-0000-0000-0000-000000000000'),
    c.c_planned, c.c_on_time, c.c_late, c.c_not_started, c.c_finished, c.c_early, c.c_cancelled, c.c_hst, c.c_run)
  ON CONFLICT ("day", "hour", "territory_id", "event_id") DO UPDATE SET
    "planned" = k."planned" + excluded."planned",
    "started_on_time" = k."started_on_time" + excluded."started_on_time",
    "started_late" = k."started_late" + excluded."started_late",
    "not_started" = k."not_started" + excluded."not_started",
    "finished" = k."finished" + excluded."finished",
    "finished_early" = k."finished_early" + excluded."finished_early",
    "cancelled" = k."cancelled" + excluded."cancelled",
    "hostess_cancelled" = k."hostess_cancelled" + excluded."hostess_cancelled",
    "run_seconds" = k."run_seconds" + excluded."run_seconds";
  IF links THEN
    PERFORM "kpi_link_add"(a, s, au."user_id", NULL) FROM "action_users" au WHERE au."action_id" = a."id";
    PERFORM "kpi_link_add"(a, s, NULL, p."ident") FROM "action_points" ap JOIN "points" p ON p."id" = ap."point_id" WHERE ap."action_id" = a."id";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_actions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted action's hostesses and points were taken out before it went (actions_kpi_links_gone).
  IF TG_OP <> 'INSERT' THEN PERFORM "kpi_action_add"(OLD, -1, TG_OP = 'UPDATE'); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "kpi_action_add"(NEW, 1, true); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "actions_kpi" AFTER INSERT OR DELETE ON "actions" FOR EACH ROW EXECUTE FUNCTION "kpi_actions_changed"();--> statement-breakpoint
CREATE TRIGGER "actions_kpi_update" AFTER UPDATE ON "actions" FOR EACH ROW
  WHEN ((OLD."status", OLD."since", OLD."until", OLD."started_at", OLD."finished_at", OLD."territory_id", OLD."event_id") IS DISTINCT FROM (NEW."status", NEW."since", NEW."until", NEW."started_at", NEW."finished_at", NEW."territory_id", NEW."event_id"))
  EXECUTE FUNCTION "kpi_actions_changed"();--> statement-breakpoint
-- Before an action is deleted its links still exist (the cascade removes them after, when the
-- action can no longer be read): its hostesses' and points' counters are taken out here.
CREATE FUNCTION "kpi_action_links_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kpi_link_add"(OLD, -1, au."user_id", NULL) FROM "action_users" au WHERE au."action_id" = OLD."id";
  PERFORM "kpi_link_add"(OLD, -1, NULL, p."ident") FROM "action_points" ap JOIN "points" p ON p."id" = ap."point_id" WHERE ap."action_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "actions_kpi_links_gone" BEFORE DELETE ON "actions" FOR EACH ROW EXECUTE FUNCTION "kpi_action_links_gone"();--> statement-breakpoint
-- A hostess or a point added to or taken from an action moves its counters.
CREATE FUNCTION "kpi_action_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a "actions";
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO a FROM "actions" WHERE "id" = OLD."action_id";
    IF FOUND THEN PERFORM "kpi_link_add"(a, -1, OLD."user_id", NULL); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO a FROM "actions" WHERE "id" = NEW."action_id";
    IF FOUND THEN PERFORM "kpi_link_add"(a, 1, NEW."user_id", NULL); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_users_kpi" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "user_id" ON "action_users" FOR EACH ROW EXECUTE FUNCTION "kpi_action_users_changed"();--> statement-breakpoint
CREATE FUNCTION "kpi_action_points_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a "actions";
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO a FROM "actions" WHERE "id" = OLD."action_id";
    IF FOUND THEN PERFORM "kpi_link_add"(a, -1, NULL, (SELECT p."ident" FROM "points" p WHERE p."id" = OLD."point_id")); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO a FROM "actions" WHERE "id" = NEW."action_id";
    IF FOUND THEN PERFORM "kpi_link_add"(a, 1, NULL, (SELECT p."ident" FROM "points" p WHERE p."id" = NEW."point_id")); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_points_kpi" AFTER INSERT OR DELETE OR UPDATE OF "action_id", "point_id" ON "action_points" FOR EACH ROW EXECUTE FUNCTION "kpi_action_points_changed"();--> statement-breakpoint
-- The rollup key of an action: its territory and event, the zero uuid for none.
CREATE FUNCTION "kpi_keys"(p_action uuid, OUT territory uuid, OUT event uuid) LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT a."territory_id", a."event_id" INTO territory, event FROM "actions" a WHERE a."id" = p_action;
  territory := coalesce(territory, '00000000-0000-0000-0000-000000000000');
  event := coalesce(event, '00000000-0000-0000-0000-000000000000');
END
$$;--> statement-breakpoint
-- The action a hostess has started (one at a time, ADR 0021): where her codes and verifications count.
CREATE FUNCTION "kpi_started_action"(p_hostess uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT au."action_id" FROM "action_users" au WHERE au."user_id" = p_hostess AND au."status" = 'started' ORDER BY au."list_at" DESC LIMIT 1
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_leads_add"(p_at timestamptz, p_action uuid, p_codes integer, p_verified integer, p_registered integer, p_new integer, p_offers jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l timestamp := p_at AT TIME ZONE 'Europe/Warsaw'; k record; s integer := sign(p_codes + p_verified + p_registered);
BEGIN
  k := "kpi_keys"(p_action);
  INSERT INTO "kpi_leads" AS x ("day", "hour", "territory_id", "event_id", "codes_sent", "verified", "registered", "new_consumers", "glo", "glo_hutd", "vuse", "velo", "neo", "inspiration_club")
  VALUES (l::date, extract(hour from l)::smallint, k.territory, k.event, p_codes, p_verified, p_registered, p_new,
    s * (coalesce(jsonb_typeof(p_offers -> 'Glo'), 'null') <> 'null')::int,
    s * (coalesce(jsonb_typeof(p_offers -> 'Glo_HUTD'), 'null') <> 'null')::int,
    s * (coalesce(jsonb_typeof(p_offers -> 'Vuse'), 'null') <> 'null')::int,
    s * (coalesce(jsonb_typeof(p_offers -> 'Velo'), 'null') <> 'null')::int,
    s * (coalesce(jsonb_typeof(p_offers -> 'Neo'), 'null') <> 'null')::int,
    s * (coalesce(jsonb_typeof(p_offers -> 'InspirationClub'), 'null') <> 'null')::int)
  ON CONFLICT ("day", "hour", "territory_id", "event_id") DO UPDATE SET
    "codes_sent" = x."codes_sent" + excluded."codes_sent",
    "verified" = x."verified" + excluded."verified",
    "registered" = x."registered" + excluded."registered",
    "new_consumers" = x."new_consumers" + excluded."new_consumers",
    "glo" = x."glo" + excluded."glo",
    "glo_hutd" = x."glo_hutd" + excluded."glo_hutd",
    "vuse" = x."vuse" + excluded."vuse",
    "velo" = x."velo" + excluded."velo",
    "neo" = x."neo" + excluded."neo",
    "inspiration_club" = x."inspiration_club" + excluded."inspiration_club";
END
$$;--> statement-breakpoint
-- A registration: the funnel's last step, new or known consumer (new: no earlier registration of
-- the same consumer), its offers, its hostess and its point.
CREATE FUNCTION "kpi_registration_add"(r "registrations", s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE l timestamp := r."created_at" AT TIME ZONE 'Europe/Warsaw'; k record; first boolean;
BEGIN
  k := "kpi_keys"(r."action_id");
  first := NOT EXISTS (SELECT 1 FROM "registrations" o WHERE o."consumer_id" = r."consumer_id" AND o."id" <> r."id"
    AND (o."created_at" < r."created_at" OR (o."created_at" = r."created_at" AND o."id" < r."id")));
  PERFORM "kpi_leads_add"(r."created_at", r."action_id", 0, 0, s, s * first::int, r."offers");
  INSERT INTO "kpi_hostesses" AS x ("day", "hour", "territory_id", "event_id", "hostess_id", "registered")
  VALUES (l::date, extract(hour from l)::smallint, k.territory, k.event, r."hostess_id", s)
  ON CONFLICT ("day", "hour", "territory_id", "event_id", "hostess_id") DO UPDATE SET "registered" = x."registered" + excluded."registered";
  INSERT INTO "kpi_points" AS x ("day", "hour", "territory_id", "event_id", "point_ident", "registered")
  VALUES (l::date, extract(hour from l)::smallint, k.territory, k.event, coalesce(r."point_ident", ''), s)
  ON CONFLICT ("day", "hour", "territory_id", "event_id", "point_ident") DO UPDATE SET "registered" = x."registered" + excluded."registered";
END
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_registrations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM "kpi_registration_add"(NEW, 1); ELSE PERFORM "kpi_registration_add"(OLD, -1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registrations_kpi" AFTER INSERT OR DELETE ON "registrations" FOR EACH ROW EXECUTE FUNCTION "kpi_registrations_changed"();--> statement-breakpoint
CREATE FUNCTION "kpi_consent_add"(p_at timestamptz, p_action uuid, p_purpose text, p_opted_in integer, p_withdrawn integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k record;
BEGIN
  k := "kpi_keys"(p_action);
  INSERT INTO "kpi_consents" AS x ("day", "territory_id", "event_id", "purpose", "opted_in", "withdrawn")
  VALUES ((p_at AT TIME ZONE 'Europe/Warsaw')::date, k.territory, k.event, p_purpose, p_opted_in, p_withdrawn)
  ON CONFLICT ("day", "territory_id", "event_id", "purpose") DO UPDATE SET
    "opted_in" = x."opted_in" + excluded."opted_in", "withdrawn" = x."withdrawn" + excluded."withdrawn";
END
$$;--> statement-breakpoint
-- Consents and withdrawals are append-only (the database refuses changing or deleting them).
CREATE FUNCTION "kpi_consents_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."value" THEN PERFORM "kpi_consent_add"(NEW."recorded_at", NEW."action_id", NEW."purpose", 1, 0); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consents_kpi" AFTER INSERT ON "consents" FOR EACH ROW EXECUTE FUNCTION "kpi_consents_inserted"();--> statement-breakpoint
-- A withdrawal counts on its own day, for the action of the registration whose link it came through.
CREATE FUNCTION "kpi_withdrawal_action"(p_link uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT r."action_id" FROM "consent_links" cl JOIN "registrations" r ON r."id" = cl."registration_id" WHERE cl."id" = p_link
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_withdrawals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kpi_consent_add"(NEW."withdrawn_at", "kpi_withdrawal_action"(NEW."link_id"), NEW."purpose", 0, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consent_withdrawals_kpi" AFTER INSERT ON "consent_withdrawals" FOR EACH ROW EXECUTE FUNCTION "kpi_withdrawals_inserted"();--> statement-breakpoint
-- A code sent and a verification count for the action they name: the one the hostess has started
-- at that moment (filled in here when the writer does not say), kept on the row itself.
CREATE FUNCTION "kpi_otp_action"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."action_id" IS NULL THEN NEW."action_id" := "kpi_started_action"(NEW."created_by"); END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "otp_challenges_action" BEFORE INSERT ON "otp_challenges" FOR EACH ROW EXECUTE FUNCTION "kpi_otp_action"();--> statement-breakpoint
CREATE FUNCTION "kpi_verification_action"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."action_id" IS NULL THEN NEW."action_id" := "kpi_started_action"(NEW."hostess_id"); END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "verifications_action" BEFORE INSERT ON "verifications" FOR EACH ROW EXECUTE FUNCTION "kpi_verification_action"();--> statement-breakpoint
CREATE FUNCTION "kpi_otp_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kpi_leads_add"(NEW."created_at", NEW."action_id", 1, 0, 0, 0, '{}'::jsonb);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "otp_challenges_kpi" AFTER INSERT ON "otp_challenges" FOR EACH ROW EXECUTE FUNCTION "kpi_otp_inserted"();--> statement-breakpoint
CREATE FUNCTION "kpi_verification_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kpi_leads_add"(NEW."verified_at", NEW."action_id", 0, 1, 0, 0, '{}'::jsonb);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "verifications_kpi" AFTER INSERT ON "verifications" FOR EACH ROW EXECUTE FUNCTION "kpi_verification_inserted"();--> statement-breakpoint
-- Backfill from the rows already there; a code or verification made before names the action of
-- the registration it led to (none when it led to none).
SELECT "kpi_action_add"(a, 1, true) FROM "actions" a;--> statement-breakpoint
SELECT "kpi_registration_add"(r, 1) FROM "registrations" r;--> statement-breakpoint
SELECT "kpi_consent_add"(c."recorded_at", c."action_id", c."purpose", 1, 0) FROM "consents" c WHERE c."value";--> statement-breakpoint
SELECT "kpi_consent_add"(w."withdrawn_at", "kpi_withdrawal_action"(w."link_id"), w."purpose", 0, 1) FROM "consent_withdrawals" w;--> statement-breakpoint
UPDATE "verifications" v SET "action_id" = r."action_id" FROM "registrations" r WHERE r."id" = v."registration_id";--> statement-breakpoint
UPDATE "otp_challenges" o SET "action_id" = v."action_id" FROM "verifications" v WHERE v."challenge_id" = o."id";--> statement-breakpoint
SELECT "kpi_leads_add"(o."created_at", o."action_id", 1, 0, 0, 0, '{}'::jsonb) FROM "otp_challenges" o;--> statement-breakpoint
SELECT "kpi_leads_add"(v."verified_at", v."action_id", 0, 1, 0, 0, '{}'::jsonb) FROM "verifications" v;
