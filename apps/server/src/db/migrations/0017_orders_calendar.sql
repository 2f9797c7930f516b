CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"photographer_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_one_owner" CHECK (("calendar_feeds"."photographer_id" is null) <> ("calendar_feeds"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"floor_area" integer,
	"preferred_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"occupancy" text NOT NULL,
	"listing_contact_name" text,
	"listing_contact_phone" text DEFAULT '' NOT NULL,
	"listing_contact_email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ordered_by_kind" text NOT NULL,
	"ordered_by_id" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "orders_occupancy_check" CHECK ("orders"."occupancy" in ('occupied', 'vacant'))
);
--> statement-breakpoint
CREATE TABLE "project_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"service_id" integer,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"gst_rate" text NOT NULL,
	"gst_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_addon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "scheduled_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "photographer_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "schedule_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_photographer_idx" ON "calendar_feeds" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_company_idx" ON "calendar_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_services_project_service_idx" ON "project_services" USING btree ("project_id","service_id");--> statement-breakpoint
CREATE INDEX "project_services_service_idx" ON "project_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_scheduled_idx" ON "projects" USING btree ("scheduled_start") WHERE "projects"."scheduled_start" is not null;--> statement-breakpoint
CREATE INDEX "projects_photographer_idx" ON "projects" USING btree ("photographer_id","scheduled_start");--> statement-breakpoint
-- Existing shoots keep their one service as their service list.
INSERT INTO "project_services" ("project_id", "service_id", "position")
SELECT "id", "service_id", 0 FROM "projects" WHERE "service_id" IS NOT NULL;--> statement-breakpoint
-- Existing invoices get one line each, from their own amounts (so every sum stays as it was), named after their shoot's service.
INSERT INTO "invoice_lines" ("invoice_id", "position", "service_id", "description", "quantity", "unit_price", "amount", "gst_rate", "gst_amount", "total")
SELECT i."id", 0, s."id", coalesce(s."service_name", p."project_name"), 1, i."base_amount", i."base_amount", i."gst_rate", i."gst_amount", i."total"
FROM "invoices" i
JOIN "projects" p ON p."id" = i."project_id"
LEFT JOIN "services" s ON s."id" = p."service_id";--> statement-breakpoint
-- The projects list reads orders and service lists: their writes move the data stamp (docs/architecture.md).
CREATE CONSTRAINT TRIGGER "orders_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();--> statement-breakpoint
CREATE TRIGGER "orders_data_stamp_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_services_data_stamp" AFTER INSERT OR UPDATE OR DELETE ON "project_services" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_stamp"();--> statement-breakpoint
CREATE TRIGGER "project_services_data_stamp_truncate" AFTER TRUNCATE ON "project_services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_stamp"();
