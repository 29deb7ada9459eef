-- Decision 011. Trigram indexes for the back-office search (ILIKE '%…%' over one text per row), where
-- the pg_trgm extension is available and may be created: PostgreSQL ships it (a trusted extension since
-- PostgreSQL 13: the database owner may create it). Embedded PGlite does not load it, and a role without
-- the right gets a notice instead: the same queries then scan, which is fast at the sizes measured.
-- The indexed expressions are exactly those of applicationSearchText and memberSearchText in
-- src/modules/staff-admin/{queue,members}.repository.ts.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "applications_search_trgm_idx" ON "applications" USING gin (
      (coalesce("name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", '')
        || ' ' || "app_id" || ' ' || coalesce("mobile_number", '')) gin_trgm_ops
    );
    CREATE INDEX IF NOT EXISTS "members_search_trgm_idx" ON "members" USING gin (
      ("name" || ' ' || "company_name" || ' ' || "email" || ' ' || coalesce("member_number", '')
        || ' ' || "mobile_number") gin_trgm_ops
    );
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm could not be created: back-office search runs without trigram indexes';
END
$$;
