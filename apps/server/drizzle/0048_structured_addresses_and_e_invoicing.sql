-- Structured address parts beside the free-text addresses (issue #28 item 9, decision 085): the
-- city and PIN code an e-invoice (INV-01) needs, for the association (Settings), the applicant's
-- registered office, and the recipient of each invoice as paid. Expand-only: every address keeps
-- its text as it is; the new parts are null until someone gives them (reading a city or PIN out of
-- free text would guess, and a guessed PIN on a tax document is worse than none).
-- E-invoicing (issue #28 item 9, decision 086): each invoice and credit note keeps whether it must be
-- reported to the IRP (fixed when issued; false for every document issued before, as e-invoicing
-- was off), the IRP's IRN, acknowledgement and signed QR once registered, a cancellation, and its
-- attempts while it waits. Expand-only: new columns with defaults, and a partial index on the
-- documents still waiting (empty until e-invoicing is switched on).
ALTER TABLE "applications" ADD COLUMN "registered_city" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "registered_pin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_pin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_ack_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_ack_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_last_error" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_ack_no" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_ack_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_last_error" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "e_invoicing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_irn_waiting_idx" ON "orders" USING btree ("irn_next_attempt_at","id") WHERE "orders"."irn_required" and "orders"."irn" is null;--> statement-breakpoint
CREATE INDEX "credit_notes_irn_waiting_idx" ON "credit_notes" USING btree ("irn_next_attempt_at","id") WHERE "credit_notes"."irn_required" and "credit_notes"."irn" is null;