ALTER TABLE "members" ADD COLUMN "reminders_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_from" timestamp with time zone;