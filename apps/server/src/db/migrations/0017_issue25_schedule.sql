CREATE TABLE "appointment_action_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_booking_rules" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"horizon_days" integer NOT NULL,
	"patron_city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_booking_rules_horizon_check" CHECK ("practice_booking_rules"."horizon_days" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "practice_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_closures_time_check" CHECK ("practice_closures"."ends_at" > "practice_closures"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "practice_date_hours" (
	"doctor_id" text NOT NULL,
	"date" text NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_date_hours_doctor_id_date_pk" PRIMARY KEY("doctor_id","date"),
	CONSTRAINT "practice_date_hours_date_check" CHECK ("practice_date_hours"."date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "practice_holiday_openings" (
	"doctor_id" text NOT NULL,
	"date" text NOT NULL,
	CONSTRAINT "practice_holiday_openings_doctor_id_date_pk" PRIMARY KEY("doctor_id","date"),
	CONSTRAINT "practice_holiday_openings_date_check" CHECK ("practice_holiday_openings"."date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"service_id" text,
	"appointment_id" text,
	"weekdays" integer[] DEFAULT '{}' NOT NULL,
	"time_from" text,
	"time_to" text,
	"until_date" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('active', 'left', 'fulfilled', 'ended')),
	CONSTRAINT "waitlist_entries_until_check" CHECK ("waitlist_entries"."until_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"service_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('offered', 'accepted', 'gone', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "blocked_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "appointments" SET "blocked_from" = "starts_at", "blocked_until" = "ends_at";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "blocked_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'annullato');--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_action_tokens" ADD CONSTRAINT "appointment_action_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_booking_rules" ADD CONSTRAINT "practice_booking_rules_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_closures" ADD CONSTRAINT "practice_closures_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_date_hours" ADD CONSTRAINT "practice_date_hours_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_holiday_openings" ADD CONSTRAINT "practice_holiday_openings_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_action_tokens_hash_idx" ON "appointment_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_action_tokens_appointment_idx" ON "appointment_action_tokens" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "practice_closures_doctor_time_idx" ON "practice_closures" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_doctor_idx" ON "waitlist_entries" USING btree ("doctor_id","created_at") WHERE "waitlist_entries"."status" = 'active';--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_idx" ON "waitlist_entries" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_idx" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_time_idx" ON "waitlist_offers" USING btree ("entry_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_check" CHECK ("appointments"."blocked_from" <= "appointments"."starts_at" and "appointments"."blocked_until" >= "appointments"."ends_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffers_check" CHECK ("services"."buffer_before_minutes" >= 0 and "services"."buffer_after_minutes" >= 0 and "services"."min_notice_minutes" >= 0);