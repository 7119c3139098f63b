CREATE TABLE "consent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_links_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "consent_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consent_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"link_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_link_id_consent_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."consent_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_withdrawals_consumer_idx" ON "consent_withdrawals" USING btree ("consumer_id","purpose","withdrawn_at");--> statement-breakpoint
-- Withdrawals are append-only like the consents they end (0003): the database refuses changing or
-- deleting one.
CREATE FUNCTION consent_withdrawals_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent withdrawals are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_withdrawals_append_only
  BEFORE UPDATE OR DELETE ON consent_withdrawals FOR EACH ROW EXECUTE FUNCTION consent_withdrawals_append_only();
