ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_idempotency_key_idx" ON "refunds" USING btree ("payment_id","idempotency_key");