-- The reports' monthly summary (issue #31): who gets it, and each month sent (one row, so one send).
CREATE TABLE "report_summaries" (
	"month" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "monthly_summary" boolean DEFAULT false NOT NULL;