CREATE TABLE "contact_claims" (
	"contact_id" text NOT NULL,
	"account_id" text NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_claims_contact_id_account_id_pk" PRIMARY KEY("contact_id","account_id"),
	CONSTRAINT "contact_claims_decision_check" CHECK ("contact_claims"."decision" in ('accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_claims" ADD CONSTRAINT "contact_claims_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_claims" ADD CONSTRAINT "contact_claims_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_claims_account_idx" ON "contact_claims" USING btree ("account_id");