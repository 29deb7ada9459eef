CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"host" text NOT NULL,
	"file_store" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_processes_file_store_check" CHECK ("server_processes"."file_store" in ('disk', 's3'))
);
