ALTER TABLE "audit_log" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
-- Decision 048. The log stays append-only except for one change: an erasure's redaction, which sets
-- redacted_at once and may rewrite only the actor and the before/after values; what was done, to
-- what and when stay as written. DELETE and TRUNCATE still raise.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."redacted_at" IS NULL
    AND NEW."redacted_at" IS NOT NULL
    AND NEW."id" = OLD."id"
    AND NEW."action" = OLD."action"
    AND NEW."entity" = OLD."entity"
    AND NEW."entity_id" IS NOT DISTINCT FROM OLD."entity_id"
    AND NEW."at" = OLD."at"
  THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_log is append-only: UPDATE is not allowed except an erasure''s redaction'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
