ALTER TABLE "orders" ADD COLUMN "gst_rate_basis_points" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "gst_rate_basis_points" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_rate_check" CHECK ("orders"."gst_rate_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "association_settings" ADD CONSTRAINT "association_settings_gst_rate" CHECK ("association_settings"."gst_rate_basis_points" between 0 and 2800);