-- ADR 0024: a sign-in stamps `ultimo_login` (and a save `updated_at`), which no public read shows.
-- Migration 0019's trigger moved the reader's and the directory's versions on every update of an
-- account, so each doctor's sign-in emptied every instance's directory, profiles, feeds and searches.
-- An update that changes nothing else now moves nothing.
CREATE OR REPLACE FUNCTION sanity_users_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'ultimo_login' - 'updated_at') = (to_jsonb(OLD) - 'ultimo_login' - 'updated_at') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM sanity_bump_read_version('user:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id <> OLD.id) THEN PERFORM sanity_bump_read_version('user:' || NEW.id); END IF;
  IF (TG_OP <> 'INSERT' AND OLD.role IN ('doctor', 'professionista')) OR (TG_OP <> 'DELETE' AND NEW.role IN ('doctor', 'professionista')) THEN
    PERFORM sanity_bump_read_version('directory');
  END IF;
  RETURN NULL;
END
$$;
