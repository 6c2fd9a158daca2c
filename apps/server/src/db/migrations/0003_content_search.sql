-- Content search (docs/api.md "Articles and therapies"): the articles table generates its search
-- columns from title and tags. A generated column may only call IMMUTABLE functions and
-- array_to_string is only STABLE (its element output function could in principle depend on
-- settings); for text[] it is deterministic, so this wrapper declares it IMMUTABLE.
CREATE OR REPLACE FUNCTION sanity_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(tags, ' ') $$;
