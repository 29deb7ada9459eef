-- The reports' members and renewals read every membership period in each member's order (issue #31,
-- decision 106): an index holding those columns lets them scan it alone, already sorted. Expand-only
-- (decision 063).
CREATE INDEX "membership_periods_member_starts_idx" ON "membership_periods" USING btree ("member_id","starts_at","id","ends_at","category_id");
