DROP INDEX "action_points_point_idx";--> statement-breakpoint
DROP INDEX "actions_list_at_idx";--> statement-breakpoint
DROP INDEX "actions_status_list_at_idx";--> statement-breakpoint
DROP INDEX "actions_territory_list_at_idx";--> statement-breakpoint
DROP INDEX "actions_event_list_at_idx";--> statement-breakpoint
ALTER TABLE "action_points" ADD COLUMN "list_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "action_points" ADD COLUMN "action_no" integer;--> statement-breakpoint
ALTER TABLE "action_points" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "action_points" ADD COLUMN "territory_id" uuid;--> statement-breakpoint
ALTER TABLE "action_points" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "action_users" ADD COLUMN "list_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "action_users" ADD COLUMN "action_no" integer;--> statement-breakpoint
ALTER TABLE "action_users" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "action_users" ADD COLUMN "territory_id" uuid;--> statement-breakpoint
ALTER TABLE "action_users" ADD COLUMN "event_id" uuid;--> statement-breakpoint
-- The link tables carry their action's list keys (list_at, no, status, territory, event), so that
-- a person's or a point's actions are read in list order and filtered from one index, a page at a
-- time (ADR 0019). Backfilled here, kept by triggers whatever writes the rows.
UPDATE "action_points" SET "list_at" = a."list_at", "action_no" = a."no", "status" = a."status", "territory_id" = a."territory_id", "event_id" = a."event_id" FROM "actions" a WHERE a."id" = "action_points"."action_id";--> statement-breakpoint
UPDATE "action_users" SET "list_at" = a."list_at", "action_no" = a."no", "status" = a."status", "territory_id" = a."territory_id", "event_id" = a."event_id" FROM "actions" a WHERE a."id" = "action_users"."action_id";--> statement-breakpoint
CREATE FUNCTION "action_link_list_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."list_at", a."no", a."status", a."territory_id", a."event_id"
    INTO NEW."list_at", NEW."action_no", NEW."status", NEW."territory_id", NEW."event_id"
    FROM "actions" a WHERE a."id" = NEW."action_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "action_points_list_keys" BEFORE INSERT OR UPDATE OF "action_id" ON "action_points" FOR EACH ROW EXECUTE FUNCTION "action_link_list_keys"();--> statement-breakpoint
CREATE TRIGGER "action_users_list_keys" BEFORE INSERT OR UPDATE OF "action_id" ON "action_users" FOR EACH ROW EXECUTE FUNCTION "action_link_list_keys"();--> statement-breakpoint
CREATE FUNCTION "action_list_keys_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "action_points" SET "list_at" = NEW."list_at", "action_no" = NEW."no", "status" = NEW."status", "territory_id" = NEW."territory_id", "event_id" = NEW."event_id" WHERE "action_id" = NEW."id";
  UPDATE "action_users" SET "list_at" = NEW."list_at", "action_no" = NEW."no", "status" = NEW."status", "territory_id" = NEW."territory_id", "event_id" = NEW."event_id" WHERE "action_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "actions_list_keys_changed" AFTER UPDATE ON "actions" FOR EACH ROW
  WHEN (OLD."list_at" IS DISTINCT FROM NEW."list_at" OR OLD."no" IS DISTINCT FROM NEW."no" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."territory_id" IS DISTINCT FROM NEW."territory_id" OR OLD."event_id" IS DISTINCT FROM NEW."event_id")
  EXECUTE FUNCTION "action_list_keys_changed"();--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "city_key" text GENERATED ALWAYS AS (translate(lower(city_name), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')) STORED;--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "street_key" text GENERATED ALWAYS AS (translate(lower(street_address), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')) STORED;--> statement-breakpoint
CREATE INDEX "action_users_user_list_at_idx" ON "action_users" USING btree ("user_id","list_at","action_no","action_id","status","territory_id","event_id");--> statement-breakpoint
CREATE INDEX "actions_territory_status_list_at_idx" ON "actions" USING btree ("territory_id","status","list_at","no","id");--> statement-breakpoint
CREATE INDEX "actions_ident_idx" ON "actions" USING btree ("ident");--> statement-breakpoint
CREATE INDEX "points_city_key_idx" ON "points" USING btree ("city_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "points_street_key_idx" ON "points" USING btree ("street_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "action_points_point_idx" ON "action_points" USING btree ("point_id","list_at","action_no","action_id","status","territory_id","event_id");--> statement-breakpoint
CREATE INDEX "actions_list_at_idx" ON "actions" USING btree ("list_at","no","id");--> statement-breakpoint
CREATE INDEX "actions_status_list_at_idx" ON "actions" USING btree ("status","list_at","no","id");--> statement-breakpoint
CREATE INDEX "actions_territory_list_at_idx" ON "actions" USING btree ("territory_id","list_at","no","id");--> statement-breakpoint
CREATE INDEX "actions_event_list_at_idx" ON "actions" USING btree ("event_id","list_at","no","id");