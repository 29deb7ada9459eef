-- Decision 055. The redaction that decision 048 allows could rewrite the actor and the before/after
-- values to anything: any database user could set redacted_at and write a history of their own. Now
-- the database itself bounds a redaction to what an erasure does, and requires it to be audited:
--   * each value of before/after stays as written or becomes "Erased", with the same keys;
--   * the actor stays, or 'applicant:<contact>' becomes 'applicant:Erased' and
--     'proposer:<n>:<contact>' becomes 'proposer:<n>:Erased';
--   * the same transaction has appended an 'audit.redacted' row naming it (its after.transaction is
--     txid_current(), the top-level transaction's id even inside a savepoint).
-- So the only change anyone can make to a written row is to erase values in it, once, and leave a row
-- that says so. DELETE and TRUNCATE still raise.
CREATE OR REPLACE FUNCTION "audit_values_redacted"("old_values" jsonb, "new_values" jsonb)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "old_values" IS NULL OR "new_values" IS NULL THEN "old_values" IS NOT DISTINCT FROM "new_values"
    WHEN jsonb_typeof("old_values") <> 'object' OR jsonb_typeof("new_values") <> 'object'
      THEN "old_values" = "new_values"
    ELSE NOT EXISTS (
      SELECT 1
      FROM jsonb_each("old_values") AS o FULL JOIN jsonb_each("new_values") AS n ON n.key = o.key
      WHERE o.key IS NULL OR n.key IS NULL OR (n.value <> o.value AND n.value <> '"Erased"'::jsonb)
    )
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_actor_redacted"("old_actor" text, "new_actor" text)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT "new_actor" = "old_actor"
    OR ("old_actor" LIKE 'applicant:%' AND "new_actor" = 'applicant:Erased')
    OR ("old_actor" ~ '^proposer:[0-9]+:'
      AND "new_actor" = substring("old_actor" FROM '^(proposer:[0-9]+):') || ':Erased')
$$;
--> statement-breakpoint
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
    AND "audit_actor_redacted"(OLD."actor", NEW."actor")
    AND "audit_values_redacted"(OLD."before", NEW."before")
    AND "audit_values_redacted"(OLD."after", NEW."after")
    AND EXISTS (
      SELECT 1 FROM "audit_log" AS r
      WHERE r."action" = 'audit.redacted'
        AND r."after" ->> 'transaction' = txid_current()::text
    )
  THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_log is append-only: UPDATE is not allowed except an erasure''s audited redaction'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
