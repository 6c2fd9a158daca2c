CREATE TABLE "practice_addresses" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"cap" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_addresses_cap_check" CHECK ("practice_addresses"."cap" ~ '^[0-9]{5}$'),
	CONSTRAINT "practice_addresses_province_check" CHECK ("practice_addresses"."province" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "practice_addresses" ADD CONSTRAINT "practice_addresses_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_addresses_city_idx" ON "practice_addresses" USING btree (translate(lower("city"), 'àáâäãåèéêëìíîïòóôöõùúûüçñ', 'aaaaaaeeeeiiiiooooouuuucn'));