ALTER TABLE "users" ADD COLUMN "pending_nome" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_cognome" text;