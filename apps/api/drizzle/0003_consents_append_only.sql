-- Consents are append-only (docs/product/design.md "Consent"): a changed mind is a new row. The
-- database refuses changing or deleting a recorded consent; only action_id may still change (ON
-- DELETE SET NULL of actions).
CREATE FUNCTION consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents are append-only: record a new consent instead of changing one';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consents_append_only
  BEFORE UPDATE OF consumer_id, registration_id, purpose, value, text_version, recorded_at, hostess_id, point_ident, verification_id OR DELETE
  ON consents FOR EACH ROW EXECUTE FUNCTION consents_append_only();
