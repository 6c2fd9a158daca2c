CREATE TABLE "assistant_passages" (
	"article_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, "text")) STORED,
	CONSTRAINT "assistant_passages_article_id_ordinal_pk" PRIMARY KEY("article_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" text,
	"intent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD CONSTRAINT "assistant_passages_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector") WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "chat_messages" USING btree ("user_id","created_at","id");