-- The staff projects list's figures (how many projects per status, the budgets) without counting
-- every project: a row per status, changed by a trigger on projects. The trigger is deferred, as
-- the data stamp's are: it runs as the transaction commits, after the data stamp's trigger of the
-- same change has locked that one row, so two commits never take these rows in opposite orders.
CREATE TABLE "project_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"projects" integer DEFAULT 0 NOT NULL,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL
);--> statement-breakpoint
INSERT INTO "project_totals" ("status", "projects", "budget")
SELECT "status", count(*), coalesce(sum("budget"), 0) FROM "projects" GROUP BY "status";--> statement-breakpoint
CREATE FUNCTION "add_project_total"(p_status text, p_projects integer, p_budget numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "project_totals" AS t ("status", "projects", "budget") VALUES (p_status, p_projects, p_budget)
  ON CONFLICT ("status") DO UPDATE SET "projects" = t."projects" + EXCLUDED."projects", "budget" = t."budget" + EXCLUDED."budget";
$$;--> statement-breakpoint
CREATE FUNCTION "count_project_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_project_total"(NEW."status", 1, coalesce(NEW."budget", 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "add_project_total"(OLD."status", -1, -coalesce(OLD."budget", 0));
  ELSIF OLD."status" = NEW."status" THEN
    IF OLD."budget" IS DISTINCT FROM NEW."budget" THEN
      PERFORM "add_project_total"(NEW."status", 0, coalesce(NEW."budget", 0) - coalesce(OLD."budget", 0));
    END IF;
  ELSIF OLD."status" < NEW."status" THEN
    -- Two rows, always taken in the order of their status.
    PERFORM "add_project_total"(OLD."status", -1, -coalesce(OLD."budget", 0));
    PERFORM "add_project_total"(NEW."status", 1, coalesce(NEW."budget", 0));
  ELSE
    PERFORM "add_project_total"(NEW."status", 1, coalesce(NEW."budget", 0));
    PERFORM "add_project_total"(OLD."status", -1, -coalesce(OLD."budget", 0));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Named after the data stamp's trigger ("projects_data_stamp"): triggers of one event run in name order.
CREATE CONSTRAINT TRIGGER "projects_totals" AFTER INSERT OR UPDATE OF "status", "budget" OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_project_totals"();--> statement-breakpoint
CREATE FUNCTION "clear_project_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_totals_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "clear_project_totals"();
