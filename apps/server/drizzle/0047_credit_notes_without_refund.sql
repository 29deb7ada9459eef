-- Credit notes without a refund and re-billed invoices (decision 083). Expand-only (decision 063):
-- refund_id becomes nullable (the previous release only writes it set), new columns are nullable,
-- and 'rebilled' widens the status list; the previous release never writes either.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rebilled_from_order_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rebilled_from_order_id_orders_id_fk" FOREIGN KEY ("rebilled_from_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_rebilled_from_order_id_idx" ON "orders" USING btree ("rebilled_from_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order_idempotency_key_idx" ON "credit_notes" USING btree ("order_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rebilled_check" CHECK (("orders"."status" = 'rebilled') = ("orders"."rebilled_from_order_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'failed', 'voided', 'refund_due', 'rebilled'));