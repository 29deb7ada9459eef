-- The members' directory (issue #31, decision 104): each member's listing (opt-in, per-field
-- visibility, staff's hiding with a reason) and the services the association lists members under,
-- started with five the staff may rename. New tables only (expand-only, decision 063).
CREATE TABLE "directory_listings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" jsonb NOT NULL,
	"logo_key" text,
	"logo_content_type" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_listings_description_check" CHECK (length("directory_listings"."description") <= 600)
);
--> statement-breakpoint
CREATE TABLE "directory_services" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_listed_idx" ON "directory_listings" USING btree ("member_id") WHERE "directory_listings"."listed" and "directory_listings"."hidden_at" is null;--> statement-breakpoint
INSERT INTO "directory_services" ("slug", "label", "sort_order") VALUES ('sound', 'Sound', 1), ('lighting', 'Lighting', 2), ('staging', 'Staging', 3), ('event-management', 'Event management', 4), ('venues', 'Venues', 5);
