CREATE TABLE "association_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"address" text NOT NULL,
	"gstin" text NOT NULL,
	"state" text NOT NULL,
	"email" text,
	"phone" text,
	"invoice_prefix" text NOT NULL,
	"member_number_prefix" text NOT NULL,
	"sac_code" text NOT NULL,
	"code_length" integer NOT NULL,
	"logo_key" text,
	"logo_content_type" text,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "association_settings_single_row" CHECK ("association_settings"."id" = 1),
	CONSTRAINT "association_settings_code_length" CHECK ("association_settings"."code_length" between 4 and 8),
	CONSTRAINT "association_settings_logo_type" CHECK ("association_settings"."logo_content_type" is null or "association_settings"."logo_content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "message_templates_kind_check" CHECK ("message_templates"."kind" in ('review_request_submitted_email', 'review_request_resubmitted_email', 'review_request_advanced_email', 'reference_request_email', 'changes_requested_email', 'changes_requested_sms', 'rejected_email', 'rejected_sms', 'cancelled_email', 'approved_for_payment_email', 'approved_for_payment_sms', 'receipt_email'))
);
