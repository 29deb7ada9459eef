ALTER TABLE "orders" ADD COLUMN "billed_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "category_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_code" text;--> statement-breakpoint
-- Invoices issued before these were stored keep what they have printed so far: the member's name
-- and company (else the application's), the application's GSTIN and address, the category's name and
-- the coupon's code. Their place of supply code stays null: it is read back from the stored state
-- name, GSTIN and tax split.
UPDATE "orders" SET
  "billed_name" = coalesce(
    (SELECT m."name" FROM "members" m WHERE m."id" = "orders"."member_id"),
    (SELECT a."name" FROM "applications" a WHERE a."id" = "orders"."application_id"),
    ''),
  "billed_company" = coalesce(
    (SELECT m."company_name" FROM "members" m WHERE m."id" = "orders"."member_id"),
    (SELECT a."company_name" FROM "applications" a WHERE a."id" = "orders"."application_id"),
    ''),
  "billed_gstin" = (SELECT nullif(a."gst_number", '') FROM "applications" a WHERE a."id" = "orders"."application_id"),
  "billed_address" = (SELECT a."registered_address" FROM "applications" a WHERE a."id" = "orders"."application_id"),
  "category_name" = (SELECT c."name" FROM "membership_categories" c WHERE c."id" = "orders"."category_id"),
  "coupon_code" = (SELECT upper(k."code") FROM "coupons" k WHERE k."id" = "orders"."coupon_id")
WHERE "invoice_number" IS NOT NULL AND "billed_name" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_billed_check" CHECK ("orders"."invoice_number" is null or ("orders"."billed_name" is not null and "orders"."billed_company" is not null and "orders"."place_of_supply_state" is not null and "orders"."category_name" is not null));