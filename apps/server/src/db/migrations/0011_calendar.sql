CREATE TABLE "calendar_connections" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"credentials" text NOT NULL,
	"calendar_id" text NOT NULL,
	"detailed_titles" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"sync_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_connections_provider_check" CHECK ("calendar_connections"."provider" in ('google', 'caldav')),
	CONSTRAINT "calendar_connections_status_check" CHECK ("calendar_connections"."status" in ('connected', 'needs_reauth'))
);
--> statement-breakpoint
CREATE TABLE "calendar_event_links" (
	"appointment_id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"etag" text,
	"state" text DEFAULT 'synced' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_event_links_state_check" CHECK ("calendar_event_links"."state" in ('synced', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_events" (
	"doctor_id" text NOT NULL,
	"external_id" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"busy" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_events_doctor_id_external_id_pk" PRIMARY KEY("doctor_id","external_id"),
	CONSTRAINT "external_events_order_check" CHECK ("external_events"."starts_at" < "external_events"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD CONSTRAINT "calendar_event_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD CONSTRAINT "calendar_event_links_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_events" ADD CONSTRAINT "external_events_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_links_doctor_idx" ON "calendar_event_links" USING btree ("doctor_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_events_doctor_time_idx" ON "external_events" USING btree ("doctor_id","starts_at");