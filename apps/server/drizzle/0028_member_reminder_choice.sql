ALTER TABLE "members" ADD COLUMN "remind_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "remind_by_whatsapp" boolean DEFAULT true NOT NULL;