-- Issue 27 goal 6 (search and Igea at a million articles, ADR 0033): the lexicon of the two full
-- text indexes, one row per lexeme with the number of rows holding it, kept exact by statement-level
-- triggers in the transaction of every write (an article save, Igea's index job, a cascade). The
-- search expands a typed word to its most frequent lexemes through the text_pattern_ops btree and
-- matches a typo by trigram similarity over the lexicon, so the trigram indexes of the titles and
-- tags (150 MB at a million articles, written with every save) are no longer read and are dropped.
-- Produced by `npx drizzle-kit generate --name search_lexicon` from apps/server (schema/lexicon.ts,
-- the two indexes removed from schema/articles.ts), then the functions, triggers and backfill below
-- the generated part added by hand (drizzle has no triggers).
CREATE TABLE "search_lexicon" (
	"corpus" text NOT NULL,
	"word" text NOT NULL,
	"ndoc" integer NOT NULL,
	CONSTRAINT "search_lexicon_corpus_word_pk" PRIMARY KEY("corpus","word")
);
--> statement-breakpoint
DROP INDEX "articles_title_trgm_idx";--> statement-breakpoint
DROP INDEX "articles_tags_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_lexicon_prefix_idx" ON "search_lexicon" USING btree ("corpus","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Adds `counts` to the lexemes `words` of `corpus`, in the order of the words, so that two writes
-- sharing lexemes lock their rows in the same order (no deadlock: they queue).
CREATE FUNCTION "sanity_lexicon_apply"(p_corpus text, p_words text[], p_counts integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "search_lexicon" AS l ("corpus", "word", "ndoc")
  SELECT p_corpus, c.w, c.n FROM unnest(p_words, p_counts) AS c(w, n) WHERE c.n <> 0 ORDER BY c.w
  ON CONFLICT ("corpus", "word") DO UPDATE SET "ndoc" = l."ndoc" + excluded."ndoc"
$$;--> statement-breakpoint
-- articles: the lexemes of the published rows only (what the search may find). An update that
-- changes neither the status nor the title and tags adds and removes the same lexemes: nothing is
-- written.
CREATE FUNCTION "sanity_lexicon_articles"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sanity_lexicon_apply('articles', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, count(*)::int n FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) w
          WHERE new_rows.status = 'published' GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sanity_lexicon_apply('articles', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, -count(*)::int n FROM old_rows, unnest(tsvector_to_array(old_rows.search_vector)) w
          WHERE old_rows.status = 'published' GROUP BY w) d;
  ELSE
    PERFORM sanity_lexicon_apply('articles', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, sum(delta)::int n FROM (
            SELECT w, 1 delta FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) w WHERE new_rows.status = 'published'
            UNION ALL
            SELECT w, -1 FROM old_rows, unnest(tsvector_to_array(old_rows.search_vector)) w WHERE old_rows.status = 'published') c
          GROUP BY w) d;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sanity_lexicon_passages"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sanity_lexicon_apply('passages', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, count(*)::int n FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) w GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sanity_lexicon_apply('passages', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, -count(*)::int n FROM old_rows, unnest(tsvector_to_array(old_rows.search_vector)) w GROUP BY w) d;
  ELSE
    PERFORM sanity_lexicon_apply('passages', array_agg(w ORDER BY w), array_agg(n ORDER BY w))
    FROM (SELECT w, sum(delta)::int n FROM (
            SELECT w, 1 delta FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) w
            UNION ALL
            SELECT w, -1 FROM old_rows, unnest(tsvector_to_array(old_rows.search_vector)) w) c
          GROUP BY w) d;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_lexicon_articles_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_articles();--> statement-breakpoint
CREATE TRIGGER "search_lexicon_articles_update" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_articles();--> statement-breakpoint
CREATE TRIGGER "search_lexicon_articles_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_articles();--> statement-breakpoint
CREATE TRIGGER "search_lexicon_passages_insert" AFTER INSERT ON "assistant_passages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_passages();--> statement-breakpoint
CREATE TRIGGER "search_lexicon_passages_update" AFTER UPDATE ON "assistant_passages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_passages();--> statement-breakpoint
CREATE TRIGGER "search_lexicon_passages_delete" AFTER DELETE ON "assistant_passages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sanity_lexicon_passages();--> statement-breakpoint
-- The lexicon of what is already there (a million articles: one ts_stat over each table).
INSERT INTO "search_lexicon" ("corpus", "word", "ndoc")
  SELECT 'articles', word, ndoc FROM ts_stat('SELECT search_vector FROM articles WHERE status = ''published''');--> statement-breakpoint
INSERT INTO "search_lexicon" ("corpus", "word", "ndoc")
  SELECT 'passages', word, ndoc FROM ts_stat('SELECT search_vector FROM assistant_passages');
