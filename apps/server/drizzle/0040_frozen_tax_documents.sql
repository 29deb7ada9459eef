-- Issued tax documents are frozen (decision 076): each invoice and credit note keeps everything it
-- prints. Existing documents are not backfilled here but by the application (documents.freeze, run
-- at start, and on any read of one not frozen yet), from what they would print today: their seller
-- is the saved settings or the environment's defaults, their place of supply is read back from the
-- stored name and tax split, and their logo is a file in the file store, none of which SQL can see.
ALTER TABLE "orders" ADD COLUMN "invoice_document" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "document" jsonb;