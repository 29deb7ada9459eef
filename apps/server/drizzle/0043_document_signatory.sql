ALTER TABLE "association_settings" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "signatory_designation" text;