CREATE TABLE "staff_members" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"email" text NOT NULL,
	"account_id" text,
	"status" text NOT NULL,
	"clinical" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_members_status_check" CHECK ("staff_members"."status" in ('invited', 'active', 'revoked')),
	CONSTRAINT "staff_members_email_lower_check" CHECK ("staff_members"."email" = lower("staff_members"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "on_behalf_of" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_of" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_members_doctor_idx" ON "staff_members" USING btree ("doctor_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_token_key" ON "staff_members" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_live_email_key" ON "staff_members" USING btree ("doctor_id","email") WHERE "staff_members"."status" <> 'revoked';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_live_account_key" ON "staff_members" USING btree ("doctor_id","account_id") WHERE "staff_members"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "staff_members_account_idx" ON "staff_members" USING btree ("account_id") WHERE "staff_members"."status" = 'active';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_of_users_id_fk" FOREIGN KEY ("contact_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_contact_of_idx" ON "users" USING btree ("contact_of") WHERE "users"."contact_of" is not null;--> statement-breakpoint
CREATE INDEX "users_contact_email_idx" ON "users" USING btree ("contact_email") WHERE "users"."contact_email" is not null;