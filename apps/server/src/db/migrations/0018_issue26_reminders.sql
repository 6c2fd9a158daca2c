CREATE TABLE "appointment_reminders" (
	"appointment_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"lead_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "appointment_reminders_appointment_id_starts_at_lead_minutes_pk" PRIMARY KEY("appointment_id","starts_at","lead_minutes"),
	CONSTRAINT "appointment_reminders_status_check" CHECK ("appointment_reminders"."status" in ('queued', 'sent', 'skipped')),
	CONSTRAINT "appointment_reminders_lead_check" CHECK ("appointment_reminders"."lead_minutes" between 60 and 10080)
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" text,
	"appointment_id" text,
	"provider_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"sms_phone" text,
	"sms_phone_verified_at" timestamp with time zone,
	"opt_out_token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_by" text;--> statement-breakpoint
ALTER TABLE "practice_booking_rules" ADD COLUMN "reminder_lead_minutes" integer[];--> statement-breakpoint
ALTER TABLE "practice_booking_rules" ADD COLUMN "agenda_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_doctor_day_idx" ON "notification_deliveries" USING btree ("doctor_id","sent_at") WHERE "notification_deliveries"."channel" = 'sms';--> statement-breakpoint
CREATE INDEX "notification_deliveries_sent_idx" ON "notification_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_opt_out_idx" ON "notification_preferences" USING btree ("opt_out_token");--> statement-breakpoint
DROP INDEX "appointments_reminder_idx";--> statement-breakpoint
CREATE INDEX "appointments_confirmed_start_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'confermato';--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "reminder_claimed_at";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "reminder_sent_at";