DROP INDEX "applications_submitted_at_idx";--> statement-breakpoint
CREATE INDEX "applications_queue_order_idx" ON "applications" USING btree (coalesce("submitted_at", "created_at"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_history_application_journey_idx" ON "plan_history" USING btree ("application_id","history_type") WHERE "plan_history"."history_type" in ('new', 'upgrade');