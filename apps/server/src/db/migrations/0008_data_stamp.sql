-- One number that changes whenever a row the list answers are made from changes: a cached answer
-- is served only while the number it was made under still stands (src/db/data-stamp.ts).
-- Bumped once per writing transaction, from a deferred trigger, so the row is locked only while
-- the transaction commits: no writer holds it while it waits for other locks, so it cannot deadlock.
-- The value comes from a sequence, so it never repeats, even after the row is emptied and refilled.
CREATE SEQUENCE "data_stamp_seq";--> statement-breakpoint
CREATE TABLE "data_stamp" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"stamp" bigint NOT NULL,
	"xid" xid8
);--> statement-breakpoint
INSERT INTO "data_stamp" ("id", "stamp") VALUES (1, nextval('data_stamp_seq'));--> statement-breakpoint
CREATE FUNCTION "bump_data_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_stamp" ("id", "stamp", "xid") VALUES (1, nextval('data_stamp_seq'), pg_current_xact_id())
  ON CONFLICT ("id") DO UPDATE SET "stamp" = EXCLUDED."stamp", "xid" = EXCLUDED."xid"
  WHERE "data_stamp"."xid" IS DISTINCT FROM EXCLUDED."xid";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "projects_data_stamp_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "companies_data_stamp_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "services_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "services" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "services_data_stamp_truncate" AFTER TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "categories_data_stamp_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "users_data_stamp_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "invoices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "invoices_data_stamp_truncate" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "files_data_stamp_truncate" AFTER TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "favourites_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "favourites" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "favourites_data_stamp_truncate" AFTER TRUNCATE ON "favourites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
