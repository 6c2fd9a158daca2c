-- Trigram similarity for the doctor and content search of later features.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
