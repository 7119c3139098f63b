ALTER TABLE "consent_links" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
-- Receipts of registrations made before this migration went out then (sent after the answer).
UPDATE "consent_links" SET "receipt_sent_at" = "created_at";
