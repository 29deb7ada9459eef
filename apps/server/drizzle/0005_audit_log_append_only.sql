-- Decision 010. Rows that existed before the review pipeline get the stage their approvals describe.
UPDATE "plan_history" SET "review_stage" = CASE
  WHEN "payment_status" = 'paid' THEN 'paid'
  WHEN "cancelled" THEN 'cancelled'
  WHEN 'rejected' IN ("approval_zm", "approval_accounts", "reference_check_1", "reference_check_2", "approval_governing_1", "approval_governing_2") THEN 'rejected'
  WHEN NOT "app_filled" THEN 'draft'
  WHEN "approval_zm" <> 'approved' THEN 'zone_manager'
  WHEN "approval_accounts" <> 'approved' THEN 'accounts'
  WHEN "reference_check_1" <> 'approved' OR "reference_check_2" <> 'approved' THEN 'references'
  WHEN "approval_governing_1" <> 'approved' OR "approval_governing_2" <> 'approved' THEN 'governing_body'
  ELSE 'approved'
END;
--> statement-breakpoint
-- The audit log is append-only: UPDATE, DELETE and TRUNCATE raise. Like every ordinary trigger these do
-- not fire with session_replication_role = replica, which only a superuser can set (the test reset).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
