CREATE TABLE "kpi_hostesses_daily" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"hostess_id" uuid NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"not_started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_early" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"hostess_cancelled" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_hostesses_daily_day_territory_id_event_id_hostess_id_pk" PRIMARY KEY("day","territory_id","event_id","hostess_id")
);
--> statement-breakpoint
CREATE TABLE "kpi_points_daily" (
	"day" date NOT NULL,
	"territory_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"point_ident" text NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"not_started" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_early" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"hostess_cancelled" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_points_daily_day_territory_id_event_id_point_ident_pk" PRIMARY KEY("day","territory_id","event_id","point_ident")
);
--> statement-breakpoint
-- The per-hostess and per-point rollups summed over the hours of each day (ADR 0044). Each hourly
-- row's change is carried to its day by a trigger on the hourly rollup itself (the old row taken
-- out, the new one put in), in the same transaction as the write that changed it, so the daily
-- sums hold exactly what the hourly rows hold whichever trigger wrote them.
CREATE FUNCTION "kpi_hostesses_day_add"(r "kpi_hostesses", s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kpi_hostesses_daily" AS d ("day", "territory_id", "event_id", "hostess_id", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered")
  VALUES (r."day", r."territory_id", r."event_id", r."hostess_id", s * r."planned", s * r."started_on_time", s * r."started_late", s * r."not_started", s * r."finished", s * r."finished_early", s * r."cancelled", s * r."hostess_cancelled", s * r."registered")
  ON CONFLICT ("day", "territory_id", "event_id", "hostess_id") DO UPDATE SET
    "planned" = d."planned" + excluded."planned",
    "started_on_time" = d."started_on_time" + excluded."started_on_time",
    "started_late" = d."started_late" + excluded."started_late",
    "not_started" = d."not_started" + excluded."not_started",
    "finished" = d."finished" + excluded."finished",
    "finished_early" = d."finished_early" + excluded."finished_early",
    "cancelled" = d."cancelled" + excluded."cancelled",
    "hostess_cancelled" = d."hostess_cancelled" + excluded."hostess_cancelled",
    "registered" = d."registered" + excluded."registered";
END
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_hostesses_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "kpi_hostesses_day_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "kpi_hostesses_day_add"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "kpi_hostesses_day" AFTER INSERT OR UPDATE OR DELETE ON "kpi_hostesses" FOR EACH ROW EXECUTE FUNCTION "kpi_hostesses_day_changed"();--> statement-breakpoint
CREATE FUNCTION "kpi_points_day_add"(r "kpi_points", s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kpi_points_daily" AS d ("day", "territory_id", "event_id", "point_ident", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered")
  VALUES (r."day", r."territory_id", r."event_id", r."point_ident", s * r."planned", s * r."started_on_time", s * r."started_late", s * r."not_started", s * r."finished", s * r."finished_early", s * r."cancelled", s * r."hostess_cancelled", s * r."registered")
  ON CONFLICT ("day", "territory_id", "event_id", "point_ident") DO UPDATE SET
    "planned" = d."planned" + excluded."planned",
    "started_on_time" = d."started_on_time" + excluded."started_on_time",
    "started_late" = d."started_late" + excluded."started_late",
    "not_started" = d."not_started" + excluded."not_started",
    "finished" = d."finished" + excluded."finished",
    "finished_early" = d."finished_early" + excluded."finished_early",
    "cancelled" = d."cancelled" + excluded."cancelled",
    "hostess_cancelled" = d."hostess_cancelled" + excluded."hostess_cancelled",
    "registered" = d."registered" + excluded."registered";
END
$$;--> statement-breakpoint
CREATE FUNCTION "kpi_points_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "kpi_points_day_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "kpi_points_day_add"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "kpi_points_day" AFTER INSERT OR UPDATE OR DELETE ON "kpi_points" FOR EACH ROW EXECUTE FUNCTION "kpi_points_day_changed"();--> statement-breakpoint
-- The daily sums counted again from the hourly rows.
CREATE FUNCTION "kpi_daily_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "kpi_hostesses_daily";
  INSERT INTO "kpi_hostesses_daily" ("day", "territory_id", "event_id", "hostess_id", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered")
  SELECT "day", "territory_id", "event_id", "hostess_id", sum("planned"), sum("started_on_time"), sum("started_late"), sum("not_started"), sum("finished"), sum("finished_early"), sum("cancelled"), sum("hostess_cancelled"), sum("registered") FROM "kpi_hostesses" GROUP BY 1, 2, 3, 4;
  DELETE FROM "kpi_points_daily";
  INSERT INTO "kpi_points_daily" ("day", "territory_id", "event_id", "point_ident", "planned", "started_on_time", "started_late", "not_started", "finished", "finished_early", "cancelled", "hostess_cancelled", "registered")
  SELECT "day", "territory_id", "event_id", "point_ident", sum("planned"), sum("started_on_time"), sum("started_late"), sum("not_started"), sum("finished"), sum("finished_early"), sum("cancelled"), sum("hostess_cancelled"), sum("registered") FROM "kpi_points" GROUP BY 1, 2, 3, 4;
END
$$;--> statement-breakpoint
-- kpi_refill (migration 0028) grows by the daily sums: while the hourly rollups are emptied and
-- counted again, their day triggers are off, and the days are summed once after.
CREATE OR REPLACE FUNCTION "kpi_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE "kpi_hostesses" DISABLE TRIGGER "kpi_hostesses_day";
  ALTER TABLE "kpi_points" DISABLE TRIGGER "kpi_points_day";
  PERFORM "kpi_refill_counters"();
  PERFORM "kpi_review_refill"();
  ALTER TABLE "kpi_hostesses" ENABLE TRIGGER "kpi_hostesses_day";
  ALTER TABLE "kpi_points" ENABLE TRIGGER "kpi_points_day";
  PERFORM "kpi_daily_refill"();
END
$$;--> statement-breakpoint
-- The hourly rows already there.
SELECT "kpi_daily_refill"();
