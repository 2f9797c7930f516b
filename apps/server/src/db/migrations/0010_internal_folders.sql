ALTER TABLE "folders" ADD COLUMN "client_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "folders_internal_idx" ON "folders" USING btree ("project_id") WHERE not "folders"."client_visible";--> statement-breakpoint
-- A folder turning internal changes the file counts and paths a client's project list shows.
CREATE CONSTRAINT TRIGGER "folders_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "folders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "folders_data_stamp_truncate" AFTER TRUNCATE ON "folders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
