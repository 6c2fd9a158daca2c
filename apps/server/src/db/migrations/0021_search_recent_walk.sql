-- Issue 27 goal 6 (search at a million articles): the published rows newest first, holding every
-- column the search tests and ranks (title, tags, full text, sectors, who may read it), so that a
-- frequent match is found by walking the newest rows in an index-only scan and stopping at the cap
-- instead of reading a bitmap of all its matches ('car' inside 77,000 titles of a million). The
-- search chooses between the two by the planner's estimates (search.repository.ts `walks`).
-- drizzle's index builder has no INCLUDE, so the index is this migration's alone (not in
-- schema/articles.ts, whose comment points here). At a million articles: 346 MB, built in 14 s.
CREATE INDEX "articles_search_recent_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("author_id", "is_public", "is_therapy", "category_ids", "title", "tags", "search_vector")
  WHERE "status" = 'published';
