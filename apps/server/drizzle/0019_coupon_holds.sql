CREATE TABLE "coupon_holds" (
	"order_number" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"plan_history_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_reason_check";--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_plan_history_id_plan_history_id_fk" FOREIGN KEY ("plan_history_id") REFERENCES "public"."plan_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holds_coupon_idx" ON "coupon_holds" USING btree ("coupon_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupon_holds_plan_history_idx" ON "coupon_holds" USING btree ("plan_history_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK (("payments"."status" = 'refund_due') = ("payments"."refund_reason" is not null) and ("payments"."refund_reason" is null or "payments"."refund_reason" in ('already_paid', 'cancelled', 'coupon_used_up')));