ALTER TABLE "applications" ADD COLUMN "proposers_required" smallint;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "proposers_required" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_proposers_required_check" CHECK ("applications"."proposers_required" is null or "applications"."proposers_required" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "association_settings" ADD CONSTRAINT "association_settings_proposers_required" CHECK ("association_settings"."proposers_required" in (0, 1, 2));--> statement-breakpoint
-- Applications already submitted keep the rule they were submitted under: the spec's two proposers.
UPDATE "applications" SET "proposers_required" = 2 WHERE "submitted_at" IS NOT NULL OR "is_draft" = false;
