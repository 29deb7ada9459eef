-- Who reviews an upgrade (issue #29 item 8, decision 114): a setting of the association (default 'full',
-- today's review) and, on an upgrade's plan history, the stage whose approval ends its review.
-- Expand-only (decision 063).
ALTER TABLE "plan_history" ADD COLUMN "review_ends_after" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "upgrade_review" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_history" ADD CONSTRAINT "plan_history_review_ends_after_check" CHECK ("plan_history"."review_ends_after" is null or "plan_history"."review_ends_after" in ('accounts', 'governing_body'));--> statement-breakpoint
ALTER TABLE "association_settings" ADD CONSTRAINT "association_settings_upgrade_review" CHECK ("association_settings"."upgrade_review" in ('full', 'accounts', 'governing_body', 'none'));
