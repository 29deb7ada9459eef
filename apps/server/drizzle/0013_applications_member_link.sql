-- An application links the member it made, as a paid registration does: the member's user id (that
-- application) then still finds the member after an upgrade moves the member to a newer application.
UPDATE "applications" SET "member_id" = "members"."id" FROM "members"
WHERE "members"."application_id" = "applications"."id" AND "applications"."member_id" IS NULL;
