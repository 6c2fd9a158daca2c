CREATE TABLE "article_allowed_users" (
	"article_id" text NOT NULL,
	"value" text NOT NULL,
	"match_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_allowed_users_article_id_match_key_pk" PRIMARY KEY("article_id","match_key")
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"article_id" text NOT NULL,
	"sector_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"is_therapy" boolean NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "article_categories_article_id_sector_id_pk" PRIMARY KEY("article_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image" text,
	"is_therapy" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"sale_price_cents" integer,
	"sale_end_date" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian'::regconfig, "title"), 'A') || setweight(to_tsvector('italian'::regconfig, sanity_tags_text("tags")), 'B')) STORED,
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published')),
	CONSTRAINT "articles_price_check" CHECK ("articles"."price_cents" is null or "articles"."price_cents" >= 0),
	CONSTRAINT "articles_sale_price_check" CHECK ("articles"."sale_price_cents" is null or "articles"."sale_price_cents" >= 0),
	CONSTRAINT "articles_published_at_check" CHECK ("articles"."status" = 'draft' or "articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"article_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "article_allowed_users" ADD CONSTRAINT "article_allowed_users_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_allowed_users_key_idx" ON "article_allowed_users" USING btree ("match_key","article_id");--> statement-breakpoint
CREATE INDEX "article_categories_feed_idx" ON "article_categories" USING btree ("sector_id","status","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_categories_feed_type_idx" ON "article_categories" USING btree ("sector_id","status","is_therapy","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_feed_idx" ON "articles" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_feed_type_idx" ON "articles" USING btree ("status","is_therapy","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_author_published_idx" ON "articles" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector") WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin (lower("title") gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "articles_tags_trgm_idx" ON "articles" USING gin (lower(sanity_tags_text("tags")) gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "articles_category_ids_idx" ON "articles" USING gin ("category_ids") WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_article_idx" ON "favorites" USING btree ("article_id");