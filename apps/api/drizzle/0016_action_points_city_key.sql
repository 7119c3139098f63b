ALTER TABLE "action_points" ADD COLUMN "city_key" text;--> statement-breakpoint
-- An action's point rows carry the point's city key (points.city_key), so that a city's actions are
-- read in list order from one index, a page at a time, however many points the city has (ADR 0019).
-- Backfilled here, kept by triggers whatever writes the rows or renames a point's city.
UPDATE "action_points" SET "city_key" = p."city_key" FROM "points" p WHERE p."id" = "action_points"."point_id";--> statement-breakpoint
CREATE FUNCTION "action_point_city_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."city_key" INTO NEW."city_key" FROM "points" p WHERE p."id" = NEW."point_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_points_city_key" BEFORE INSERT OR UPDATE OF "point_id" ON "action_points" FOR EACH ROW EXECUTE FUNCTION "action_point_city_key"();--> statement-breakpoint
CREATE FUNCTION "point_city_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "action_points" SET "city_key" = NEW."city_key" WHERE "point_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "points_city_key_changed" AFTER UPDATE ON "points" FOR EACH ROW
  WHEN (OLD."city_key" IS DISTINCT FROM NEW."city_key")
  EXECUTE FUNCTION "point_city_key_changed"();--> statement-breakpoint
CREATE INDEX "action_points_city_list_at_idx" ON "action_points" USING btree ("city_key","list_at","action_no","action_id","status","territory_id","event_id");
