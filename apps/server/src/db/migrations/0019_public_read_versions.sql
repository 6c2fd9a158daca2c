CREATE TABLE "read_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 27, ADR 0024: what public reads show is versioned by triggers of the tables they read, so
-- every write (any instance, any code path, present or future) moves the version its readers check.
-- Constraint triggers deferred to the commit: the version row is locked for the commit's last moment
-- only, never while the writing transaction waits on anything else.
CREATE OR REPLACE FUNCTION sanity_bump_read_version(target text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_versions (scope, version) VALUES ($1, 1)
  ON CONFLICT (scope) DO UPDATE SET version = read_versions.version + 1
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the scope, or its prefix when TG_ARGV[1] names the column holding the rest (a doctor's
-- or a user's id); a row moved from one id to another bumps both.
CREATE OR REPLACE FUNCTION sanity_read_version_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_scope text;
  old_scope text;
BEGIN
  IF TG_NARGS < 2 THEN
    PERFORM sanity_bump_read_version(TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN new_scope := TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1]); END IF;
  IF TG_OP <> 'INSERT' THEN old_scope := TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1]); END IF;
  IF new_scope IS NOT NULL THEN PERFORM sanity_bump_read_version(new_scope); END IF;
  IF old_scope IS NOT NULL AND old_scope IS DISTINCT FROM new_scope THEN PERFORM sanity_bump_read_version(old_scope); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An account: its own readers' scope (what it may read depends on its verified e-mail), and the
-- directory when it is or was a doctor (name, photo, visibility, approval, erasure).
CREATE OR REPLACE FUNCTION sanity_users_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sanity_bump_read_version('user:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id <> OLD.id) THEN PERFORM sanity_bump_read_version('user:' || NEW.id); END IF;
  IF (TG_OP <> 'INSERT' AND OLD.role IN ('doctor', 'professionista')) OR (TG_OP <> 'DELETE' AND NEW.role IN ('doctor', 'professionista')) THEN
    PERFORM sanity_bump_read_version('directory');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_users_read_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON user_sectors DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('directory');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_addresses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('directory');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON sectors DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('directory');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON articles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('articles');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON article_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('articles');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON article_allowed_users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('articles');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON favorites DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('favorites:', 'user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON follows DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('follows:', 'doctor_id');
--> statement-breakpoint
-- A doctor's bookable time: services and their fields and hours, the practice hours, the schedule's
-- rules, the held appointments and the external calendars' busy times.
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON services DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON service_custom_fields DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON availability_days DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON availability_slots DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_hours_days DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_hours_slots DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_closures DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_date_hours DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_holiday_openings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON practice_booking_rules DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON appointments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version AFTER INSERT OR UPDATE OR DELETE ON external_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sanity_read_version_trigger('doctor:', 'doctor_id');
