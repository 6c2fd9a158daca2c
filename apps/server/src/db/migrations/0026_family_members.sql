CREATE TABLE "family_members" (
	"id" text PRIMARY KEY NOT NULL,
	"holder_id" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"birth_date" date NOT NULL,
	"codice_fiscale" text,
	"relationship" text NOT NULL,
	"invite_email" text,
	"invite_token_hash" text,
	"invited_at" timestamp with time zone,
	"invite_expires_at" timestamp with time zone,
	"account_id" text,
	"handed_over_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_members_relationship_check" CHECK (relationship in ('figlio', 'figlia', 'padre', 'madre', 'coniuge', 'fratello', 'sorella', 'nonno', 'nonna', 'nipote', 'assistito', 'altro'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_holder_idx" ON "family_members" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_invite_token_idx" ON "family_members" USING btree ("invite_token_hash");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_family_member_idx" ON "appointments" USING btree ("family_member_id","starts_at") WHERE "appointments"."family_member_id" is not null;