CREATE TABLE "codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"event_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"hostess_id" uuid,
	"assigned_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_code_unique" UNIQUE("code"),
	CONSTRAINT "codes_state_check" CHECK ("codes"."state" in ('available', 'assigned', 'released'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"registration_id" uuid,
	"purpose" text NOT NULL,
	"value" boolean NOT NULL,
	"text_version" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"hostess_id" uuid NOT NULL,
	"action_id" uuid,
	"point_ident" text,
	"verification_id" uuid NOT NULL,
	CONSTRAINT "consents_registration_purpose_uq" UNIQUE("registration_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "consumer_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"offer" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"colour" text,
	"taste" text,
	"serial_number" text,
	"asset_source" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"type" text DEFAULT 'Sold' NOT NULL,
	"purchase_date" text,
	"store_id" text,
	"tour_plan" text,
	"device_name" text,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text,
	"postal_code" text,
	"category" text,
	"created_by" uuid,
	"action_id" uuid,
	"point_ident" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_email_unique" UNIQUE("email"),
	CONSTRAINT "consumers_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "inspiration_club_members" (
	"consumer_id" uuid PRIMARY KEY NOT NULL,
	"registration_id" uuid,
	"joined_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"salt" text NOT NULL,
	"email_code_hash" text NOT NULL,
	"sms_code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_attempts_check" CHECK ("otp_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"sku" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'Trial' NOT NULL,
	"unit_of_measure" text DEFAULT 'Can' NOT NULL,
	"tour_plan" text,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"consumer_id" uuid NOT NULL,
	"hostess_id" uuid NOT NULL,
	"action_id" uuid,
	"point_ident" text,
	"event_ident" text,
	"brand" text NOT NULL,
	"offers" jsonb NOT NULL,
	"beacon" text NOT NULL,
	"warning" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "registrations_verification_id_unique" UNIQUE("verification_id"),
	CONSTRAINT "registrations_beacon_unique" UNIQUE("beacon")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"hostess_id" uuid NOT NULL,
	"consumer_state" text NOT NULL,
	"entitlements" jsonb NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"registration_id" uuid,
	CONSTRAINT "verifications_challenge_id_unique" UNIQUE("challenge_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"model" text,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumer_id" uuid,
	"registration_id" uuid,
	"registered_at" timestamp with time zone,
	"burned_at" timestamp with time zone,
	"burned_by" uuid,
	CONSTRAINT "devices_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_hostess_id_users_id_fk" FOREIGN KEY ("hostess_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_hostess_id_users_id_fk" FOREIGN KEY ("hostess_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_assets" ADD CONSTRAINT "consumer_assets_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_club_members" ADD CONSTRAINT "inspiration_club_members_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_club_members" ADD CONSTRAINT "inspiration_club_members_joined_by_users_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_hostess_id_users_id_fk" FOREIGN KEY ("hostess_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_challenge_id_otp_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."otp_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_hostess_id_users_id_fk" FOREIGN KEY ("hostess_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_burned_by_users_id_fk" FOREIGN KEY ("burned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codes_event_group_idx" ON "codes" USING btree ("event_id","group_name","state");--> statement-breakpoint
CREATE INDEX "consents_consumer_idx" ON "consents" USING btree ("consumer_id","purpose","recorded_at");--> statement-breakpoint
CREATE INDEX "consumer_assets_consumer_idx" ON "consumer_assets" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "consumers_created_by_idx" ON "consumers" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_pair_idx" ON "otp_challenges" USING btree ("email","phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_email_idx" ON "otp_challenges" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_hostess_idx" ON "otp_challenges" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_ip_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "product_interests_consumer_idx" ON "product_interests" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "registrations_consumer_idx" ON "registrations" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "registrations_action_idx" ON "registrations" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "verifications_lookup_idx" ON "verifications" USING btree ("hostess_id","email","phone","verified_at");--> statement-breakpoint
CREATE INDEX "devices_consumer_idx" ON "devices" USING btree ("consumer_id");