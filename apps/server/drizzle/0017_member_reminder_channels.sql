ALTER TABLE "member_reminders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_reminders" ADD COLUMN "email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_reminders" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
-- Reminders sent before this migration went out on both channels; a claim still unsent counts as
-- claimed when it was made, so the lease lets a later run take it over.
UPDATE "member_reminders" SET "claimed_at" = "created_at", "email_sent_at" = "sent_at", "sms_sent_at" = "sent_at";
