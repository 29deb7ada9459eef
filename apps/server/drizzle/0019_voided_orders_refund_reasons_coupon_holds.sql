CREATE TABLE "coupon_holds" (
	"order_number" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"plan_history_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Every refund due so far was a second payment for a membership already paid.
UPDATE "payments" SET "refund_reason" = 'already_paid' WHERE "status" = 'refund_due';--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_plan_history_id_plan_history_id_fk" FOREIGN KEY ("plan_history_id") REFERENCES "public"."plan_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holds_coupon_idx" ON "coupon_holds" USING btree ("coupon_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupon_holds_plan_history_idx" ON "coupon_holds" USING btree ("plan_history_id");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'refund_due';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'failed', 'voided', 'refund_due'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK (("payments"."status" = 'refund_due') = ("payments"."refund_reason" is not null) and ("payments"."refund_reason" is null or "payments"."refund_reason" in ('already_paid', 'cancelled', 'coupon_used_up')));