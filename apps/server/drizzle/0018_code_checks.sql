CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "one_time_code_failures" ADD COLUMN "code_id" integer;--> statement-breakpoint
ALTER TABLE "one_time_code_failures" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "one_time_code_failures" ADD CONSTRAINT "one_time_code_failures_code_id_one_time_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."one_time_codes"("id") ON DELETE set null ON UPDATE no action;