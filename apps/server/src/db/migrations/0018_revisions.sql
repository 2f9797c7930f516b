CREATE TABLE "file_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"file_type" text NOT NULL,
	"checksum" text,
	"width" integer,
	"height" integer,
	"restored_from" integer,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fixed_version" integer,
	"fixed_by_id" integer,
	"fixed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_items_x_range" CHECK ("revision_items"."x" >= 0 and "revision_items"."x" <= 1),
	CONSTRAINT "revision_items_y_range" CHECK ("revision_items"."y" >= 0 and "revision_items"."y" <= 1)
);
--> statement-breakpoint
CREATE TABLE "revision_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"editor_id" integer,
	"requested_by_kind" text NOT NULL,
	"requested_by_id" integer NOT NULL,
	"invoice_line_id" integer,
	"invoiced_amount" numeric(14, 2),
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "versioned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_items" ADD CONSTRAINT "revision_items_request_id_revision_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."revision_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_items" ADD CONSTRAINT "revision_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_items" ADD CONSTRAINT "revision_items_fixed_by_id_users_id_fk" FOREIGN KEY ("fixed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_replies" ADD CONSTRAINT "revision_replies_item_id_revision_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."revision_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_file_version_idx" ON "file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "revision_items_request_idx" ON "revision_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "revision_items_file_idx" ON "revision_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "revision_replies_item_idx" ON "revision_replies" USING btree ("item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_requests_project_round_idx" ON "revision_requests" USING btree ("project_id","round");--> statement-breakpoint
CREATE INDEX "revision_requests_editor_idx" ON "revision_requests" USING btree ("editor_id","status");--> statement-breakpoint
CREATE INDEX "revision_requests_status_idx" ON "revision_requests" USING btree ("status","created_at");--> statement-breakpoint
-- A file's earlier versions keep their original bytes; deleting the file (its row cascades to its
-- versions) queues each version's object for the sweeper, as the files trigger does the current one.
CREATE FUNCTION queue_file_version_storage_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_deletions (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER file_versions_queue_storage_deletion AFTER DELETE ON file_versions FOR EACH ROW EXECUTE FUNCTION queue_file_version_storage_deletion();
