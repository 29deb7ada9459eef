CREATE INDEX "applications_email_lower_idx" ON "applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));