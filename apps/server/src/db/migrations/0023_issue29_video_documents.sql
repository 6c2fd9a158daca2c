CREATE TABLE "appointment_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"doctor_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"uploader_id" text,
	"doctor_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_documents_kind_check" CHECK ("appointment_documents"."kind" in ('referto', 'prescrizione', 'piano_terapeutico', 'altro', 'paziente')),
	CONSTRAINT "appointment_documents_uploader_check" CHECK (("appointment_documents"."uploaded_by" = 'patient') = ("appointment_documents"."kind" = 'paziente')),
	CONSTRAINT "appointment_documents_size_check" CHECK ("appointment_documents"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_video_settings" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"link_in_calendar" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "mode" text DEFAULT 'in_studio' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "mode" text DEFAULT 'in_studio' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_video_settings" ADD CONSTRAINT "doctor_video_settings_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_documents_appointment_idx" ON "appointment_documents" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_documents_patient_idx" ON "appointment_documents" USING btree ("patient_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mode_check" CHECK ("appointments"."mode" in ('in_studio', 'online'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_mode_check" CHECK ("services"."mode" in ('in_studio', 'online', 'both'));