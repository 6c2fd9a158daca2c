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
ALTER TABLE "practice_hours_slots" ADD CONSTRAINT "practice_hours_slots_day_fk" FOREIGN KEY ("doctor_id","weekday") REFERENCES "public"."practice_hours_days"("doctor_id","weekday") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data migration (issue 15), lossless: every service keeps the hours it is booked on. A doctor's
-- practice hours become the week shared by most of their current services that have hours (ties:
-- the first by position); those services drop their own rows and use the practice hours, the
-- others keep theirs as an override, and a current service without hours gets a closed week so
-- that it stays unbookable. Weeks are compared whole: every weekday's state and ordered windows
-- (a missing day is closed, as the API reads it). Retired services are left alone.
CREATE TEMPORARY TABLE "_migration_service_weeks" AS
SELECT s."doctor_id", s."id" AS "service_id", s."position",
	string_agg(
		w."weekday" || '=' || coalesce(d."is_available", false)::text || '[' || coalesce((
			SELECT string_agg(sl."start_time" || '-' || sl."end_time", ',' ORDER BY sl."position")
			FROM "availability_slots" sl
			WHERE sl."doctor_id" = s."doctor_id" AND sl."service_id" = s."id" AND sl."weekday" = w."weekday"
		), '') || ']',
		';' ORDER BY w."n"
	) AS "week"
FROM "services" s
CROSS JOIN (VALUES ('monday', 1), ('tuesday', 2), ('wednesday', 3), ('thursday', 4), ('friday', 5), ('saturday', 6), ('sunday', 7)) AS w("weekday", "n")
LEFT JOIN "availability_days" d ON d."doctor_id" = s."doctor_id" AND d."service_id" = s."id" AND d."weekday" = w."weekday"
WHERE s."deleted_at" IS NULL
	AND EXISTS (SELECT 1 FROM "availability_days" x WHERE x."doctor_id" = s."doctor_id" AND x."service_id" = s."id")
GROUP BY s."doctor_id", s."id", s."position";
--> statement-breakpoint
CREATE TEMPORARY TABLE "_migration_practice_weeks" AS
SELECT DISTINCT ON (sw."doctor_id") sw."doctor_id", sw."service_id", sw."week"
FROM (
	SELECT *, count(*) OVER (PARTITION BY "doctor_id", "week") AS "shared" FROM "_migration_service_weeks"
) sw
ORDER BY sw."doctor_id", sw."shared" DESC, sw."position", sw."service_id";
--> statement-breakpoint
INSERT INTO "practice_hours_days" ("doctor_id", "weekday", "is_available")
SELECT p."doctor_id", w."weekday", coalesce(d."is_available", false)
FROM "_migration_practice_weeks" p
CROSS JOIN (VALUES ('monday'), ('tuesday'), ('wednesday'), ('thursday'), ('friday'), ('saturday'), ('sunday')) AS w("weekday")
LEFT JOIN "availability_days" d ON d."doctor_id" = p."doctor_id" AND d."service_id" = p."service_id" AND d."weekday" = w."weekday"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "practice_hours_slots" ("doctor_id", "weekday", "position", "start_time", "end_time")
SELECT sl."doctor_id", sl."weekday", sl."position", sl."start_time", sl."end_time"
FROM "_migration_practice_weeks" p
JOIN "availability_slots" sl ON sl."doctor_id" = p."doctor_id" AND sl."service_id" = p."service_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "availability_days" ("doctor_id", "service_id", "weekday", "is_available")
SELECT s."doctor_id", s."id", w."weekday", false
FROM "services" s
JOIN "_migration_practice_weeks" p ON p."doctor_id" = s."doctor_id"
CROSS JOIN (VALUES ('monday'), ('tuesday'), ('wednesday'), ('thursday'), ('friday'), ('saturday'), ('sunday')) AS w("weekday")
WHERE s."deleted_at" IS NULL
	AND NOT EXISTS (SELECT 1 FROM "availability_days" x WHERE x."doctor_id" = s."doctor_id" AND x."service_id" = s."id");
--> statement-breakpoint
DELETE FROM "availability_days" d
USING "_migration_service_weeks" sw, "_migration_practice_weeks" p
WHERE d."doctor_id" = sw."doctor_id" AND d."service_id" = sw."service_id"
	AND p."doctor_id" = sw."doctor_id" AND p."week" = sw."week";
--> statement-breakpoint
DROP TABLE "_migration_service_weeks";
--> statement-breakpoint
DROP TABLE "_migration_practice_weeks";
