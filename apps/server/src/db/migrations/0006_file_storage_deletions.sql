-- Every object a deleted file row pointed at (original and derivatives) is queued for removal from
-- the store, whatever deleted the row (the file, its folder, its project): the sweeper removes the
-- objects after the commit, so a rolled-back delete loses nothing.
CREATE FUNCTION queue_file_storage_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_deletions (storage_key)
  SELECT key FROM unnest(ARRAY[OLD.storage_key, OLD.thumbnail_key, OLD.preview_key, OLD.proof_key, OLD.mls_key]) AS key
  WHERE key IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER files_queue_storage_deletion AFTER DELETE ON files FOR EACH ROW EXECUTE FUNCTION queue_file_storage_deletion();
