-- A pending upload's object is queued for removal whenever its row goes: confirmed (its object now
-- belongs to a file, which the sweeper sees and skips), abandoned, or cascaded away with its project.
CREATE FUNCTION queue_pending_upload_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_deletions (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pending_uploads_queue_storage_deletion AFTER DELETE ON pending_uploads FOR EACH ROW EXECUTE FUNCTION queue_pending_upload_deletion();
