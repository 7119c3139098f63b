ALTER TABLE "action_receipts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "action_receipts" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "action_receipts" ADD CONSTRAINT "action_receipts_idempotency_key_unique" UNIQUE("idempotency_key");