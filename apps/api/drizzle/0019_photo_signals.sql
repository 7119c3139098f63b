CREATE TABLE "action_signals" (
	"action_id" uuid PRIMARY KEY NOT NULL,
	"signals" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"old_file_id" uuid NOT NULL,
	"new_file_id" uuid NOT NULL,
	"comment" text,
	"replaced_by" uuid,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_measures" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"action_id" uuid NOT NULL,
	"ident" text NOT NULL,
	"hostess_id" uuid,
	"captured_at" timestamp with time zone,
	"hash" bigint,
	"detail" bigint,
	"band0" integer,
	"band1" integer,
	"band2" integer,
	"band3" integer,
	"duplicate_of" uuid,
	"duplicate_action" uuid,
	"sharpness" double precision,
	"brightness" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_reviews" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"action_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_signals" ADD CONSTRAINT "action_signals_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_history" ADD CONSTRAINT "photo_history_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_history" ADD CONSTRAINT "photo_history_old_file_id_stored_files_id_fk" FOREIGN KEY ("old_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_history" ADD CONSTRAINT "photo_history_new_file_id_stored_files_id_fk" FOREIGN KEY ("new_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_history" ADD CONSTRAINT "photo_history_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_measures" ADD CONSTRAINT "photo_measures_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_measures" ADD CONSTRAINT "photo_measures_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_measures" ADD CONSTRAINT "photo_measures_hostess_id_users_id_fk" FOREIGN KEY ("hostess_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_history_action_idx" ON "photo_history" USING btree ("action_id","replaced_at");--> statement-breakpoint
CREATE INDEX "photo_measures_band0_idx" ON "photo_measures" USING btree ("band0","created_at");--> statement-breakpoint
CREATE INDEX "photo_measures_band1_idx" ON "photo_measures" USING btree ("band1","created_at");--> statement-breakpoint
CREATE INDEX "photo_measures_band2_idx" ON "photo_measures" USING btree ("band2","created_at");--> statement-breakpoint
CREATE INDEX "photo_measures_band3_idx" ON "photo_measures" USING btree ("band3","created_at");--> statement-breakpoint
CREATE INDEX "photo_measures_action_idx" ON "photo_measures" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "photo_measures_unmeasured_idx" ON "photo_measures" USING btree ("created_at") WHERE hash is null;--> statement-breakpoint
CREATE INDEX "photo_reviews_action_idx" ON "photo_reviews" USING btree ("action_id");