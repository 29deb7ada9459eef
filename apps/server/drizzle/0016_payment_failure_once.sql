-- One failure per provider payment: where the browser and the webhook both recorded one, the first
-- row keeps what either knew (order, plan history, the error) and the later rows go.
UPDATE "payment_failures" AS keep SET
  "order_id" = coalesce(keep."order_id", later."order_id"),
  "plan_history_id" = coalesce(keep."plan_history_id", later."plan_history_id"),
  "code" = coalesce(keep."code", later."code"),
  "description" = coalesce(keep."description", later."description"),
  "reason" = coalesce(keep."reason", later."reason"),
  "raw" = coalesce(later."raw", '{}'::jsonb) || coalesce(keep."raw", '{}'::jsonb)
FROM (
  SELECT DISTINCT ON ("provider_payment_id") "provider_payment_id", "order_id", "plan_history_id",
    "code", "description", "reason", "raw"
  FROM "payment_failures" f
  WHERE "provider_payment_id" IS NOT NULL
    AND "id" > (SELECT min(g."id") FROM "payment_failures" g
      WHERE g."provider_payment_id" = f."provider_payment_id")
  ORDER BY "provider_payment_id", "id"
) AS later
WHERE keep."provider_payment_id" = later."provider_payment_id"
  AND keep."id" = (SELECT min(g."id") FROM "payment_failures" g
    WHERE g."provider_payment_id" = keep."provider_payment_id");--> statement-breakpoint
DELETE FROM "payment_failures" AS f USING "payment_failures" AS g
WHERE f."provider_payment_id" = g."provider_payment_id" AND f."id" > g."id";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_failures_provider_payment_id_idx" ON "payment_failures" USING btree ("provider_payment_id");