ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "offline_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "offline_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shorten_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('sandbox', 'razorpay', 'offline'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_offline_method_check" CHECK ("payments"."offline_method" is null or "payments"."offline_method" in ('cheque', 'neft_rtgs', 'upi', 'cash'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shorten_to_check" CHECK (("refunds"."membership_effect" = 'shorten') = ("refunds"."shorten_to" is not null));