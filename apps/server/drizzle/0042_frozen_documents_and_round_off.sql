-- Issued tax documents are frozen (decision 076): each invoice and credit note keeps everything it
-- prints. Existing documents are not backfilled here but by the application (documents.freeze, run
-- at start, and on any read of one not frozen yet), from what they would print today: their seller
-- is the saved settings or the environment's defaults, their place of supply is read back from the
-- stored name and tax split, and their logo is a file in the file store, none of which SQL can see.
-- A "Round off" line (decision 077) joins the totals' checks.
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_document" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "round_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "round_off_totals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_paise" = "orders"."taxable_paise" + "orders"."gst_paise" + "orders"."round_off_paise" and "orders"."gst_paise" = "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."igst_paise");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" + "credit_notes"."round_off_paise");