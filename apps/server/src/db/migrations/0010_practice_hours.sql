CREATE TABLE "practice_hours_days" (
	"doctor_id" text NOT NULL,
	"weekday" text NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	CONSTRAINT "practice_hours_days_doctor_id_weekday_pk" PRIMARY KEY("doctor_id","weekday"),
	CONSTRAINT "practice_hours_days_weekday_check" CHECK ("practice_hours_days"."weekday" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'))
);
--> statement-breakpoint
CREATE TABLE "practice_hours_slots" (
	"doctor_id" text NOT NULL,
	"weekday" text NOT NULL,
	"position" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "practice_hours_slots_doctor_id_weekday_position_pk" PRIMARY KEY("doctor_id","weekday","position"),
	CONSTRAINT "practice_hours_slots_start_check" CHECK ("practice_hours_slots"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "practice_hours_slots_end_check" CHECK ("practice_hours_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "practice_hours_slots_order_check" CHECK ("practice_hours_slots"."start_time" < "practice_hours_slots"."end_time")
);
--> statement-breakpoint
ALTER TABLE "practice_hours_days" ADD CONSTRAINT "practice_hours_days_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_hours_slots" ADD CONSTRAINT "practice_hours_slots_day_fk" FOREIGN KEY ("doctor_id","weekday") REFERENCES "public"."practice_hours_days"("doctor_id","weekday") ON DELETE cascade ON UPDATE no action;