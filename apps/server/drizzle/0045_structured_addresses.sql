-- Structured address parts beside the free-text addresses (issue #28 item 9, decision 085): the
-- city and PIN code an e-invoice (INV-01) needs, for the association (Settings), the applicant's
-- registered office, and the recipient of each invoice as paid. Expand-only: every address keeps
-- its text as it is; the new parts are null until someone gives them (reading a city or PIN out of
-- free text would guess, and a guessed PIN on a tax document is worse than none).
ALTER TABLE "applications" ADD COLUMN "registered_city" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "registered_pin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_pin" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "e_invoicing" boolean DEFAULT false NOT NULL;