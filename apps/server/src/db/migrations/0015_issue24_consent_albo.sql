ALTER TABLE "appointments" ADD COLUMN "health_consent_version" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "health_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_province" text;