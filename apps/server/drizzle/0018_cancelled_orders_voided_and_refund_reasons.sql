ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Every refund due so far was a second payment for a membership already paid.
UPDATE "payments" SET "refund_reason" = 'already_paid' WHERE "status" = 'refund_due';--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'refund_due';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'failed', 'voided', 'refund_due'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK (("payments"."status" = 'refund_due') = ("payments"."refund_reason" is not null) and ("payments"."refund_reason" is null or "payments"."refund_reason" in ('already_paid', 'cancelled')));