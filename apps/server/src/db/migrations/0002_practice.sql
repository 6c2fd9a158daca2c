CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"doctor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_doctor_id_pk" PRIMARY KEY("follower_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "availability_days" (
	"doctor_id" text NOT NULL,
	"service_id" text NOT NULL,
	"weekday" text NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	CONSTRAINT "availability_days_doctor_id_service_id_weekday_pk" PRIMARY KEY("doctor_id","service_id","weekday"),
	CONSTRAINT "availability_days_weekday_check" CHECK ("availability_days"."weekday" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'))
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"doctor_id" text NOT NULL,
	"service_id" text NOT NULL,
	"weekday" text NOT NULL,
	"position" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "availability_slots_doctor_id_service_id_weekday_position_pk" PRIMARY KEY("doctor_id","service_id","weekday","position"),
	CONSTRAINT "availability_slots_start_check" CHECK ("availability_slots"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "availability_slots_end_check" CHECK ("availability_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "availability_slots_order_check" CHECK ("availability_slots"."start_time" < "availability_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "service_custom_fields" (
	"doctor_id" text NOT NULL,
	"service_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_custom_fields_doctor_id_service_id_id_pk" PRIMARY KEY("doctor_id","service_id","id"),
	CONSTRAINT "service_custom_fields_type_check" CHECK ("service_custom_fields"."type" in ('text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date', 'number'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"doctor_id" text NOT NULL,
	"id" text NOT NULL,
	"sector_id" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_doctor_id_id_pk" PRIMARY KEY("doctor_id","id"),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" between 5 and 240),
	CONSTRAINT "services_price_check" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_days" ADD CONSTRAINT "availability_days_service_fk" FOREIGN KEY ("doctor_id","service_id") REFERENCES "public"."services"("doctor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_day_fk" FOREIGN KEY ("doctor_id","service_id","weekday") REFERENCES "public"."availability_days"("doctor_id","service_id","weekday") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_custom_fields" ADD CONSTRAINT "service_custom_fields_service_fk" FOREIGN KEY ("doctor_id","service_id") REFERENCES "public"."services"("doctor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_doctor_idx" ON "follows" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "services_sector_idx" ON "services" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || coalesce("specialization", '') || ' ' || coalesce("biografia", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_doctor_directory_idx" ON "users" USING btree (lower("name"),"id") WHERE "users"."role" in ('doctor', 'professionista');