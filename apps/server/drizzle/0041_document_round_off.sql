ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "round_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "round_off_totals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_paise" = "orders"."taxable_paise" + "orders"."gst_paise" + "orders"."round_off_paise" and "orders"."gst_paise" = "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."igst_paise");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" + "credit_notes"."round_off_paise");