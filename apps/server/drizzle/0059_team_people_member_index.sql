-- The sign-in's check for a person removed from a member's team read every row of team_people (no index
-- serves member_id with status = 'removed'): 0.4 ms at 5,500 people, on every member login. An index on
-- member_id serves it, the team's lists and the cascade from members. Expand-only (decision 063).
CREATE INDEX "team_people_member_idx" ON "team_people" USING btree ("member_id");