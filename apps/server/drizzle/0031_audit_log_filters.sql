CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at","id");