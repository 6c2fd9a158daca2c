-- Same reason as the article search indexes (schema/articles.ts): PGlite never runs autovacuum, so a
-- GIN index's pending list grows to the 4 MB default and every directory search scans it. ALTER
-- instead of drizzle's DROP/CREATE: no rebuild of the index on a large users table.
ALTER INDEX "users_search_trgm_idx" SET (gin_pending_list_limit = 64);
