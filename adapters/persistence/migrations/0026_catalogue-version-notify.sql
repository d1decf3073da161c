-- Each change of the catalogue version is announced on the channel `catalogue_version` when its transaction commits.
-- Embedded PGlite is opened by one process only, so that process listens and keeps the version it last read until
-- told it moved, instead of reading it for every request (adapters/persistence/catalogue-version.ts); PostgreSQL,
-- shared by several processes, is still asked every time.
CREATE FUNCTION notify_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogue_version_notify AFTER UPDATE ON catalogue_version
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_version();
