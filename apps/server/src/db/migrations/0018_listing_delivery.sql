CREATE TABLE "property_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"slug" text NOT NULL,
	"address" text,
	"price" numeric(14, 2),
	"bedrooms" integer,
	"bathrooms" numeric(4, 1),
	"floor_area" integer,
	"description" text DEFAULT '' NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"agent_phone" text DEFAULT '' NOT NULL,
	"agent_photo_file_id" integer,
	"tour_url" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	"published_by_id" integer,
	"unpublished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_sites_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "property_sites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "property_sites_published_by_check" CHECK (("property_sites"."published_at" is null) = ("property_sites"."published_by" is null))
);
--> statement-breakpoint
CREATE TABLE "site_views" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_views_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "mls_spec" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "media_kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "poster_file_id" integer;--> statement-breakpoint
ALTER TABLE "property_sites" ADD CONSTRAINT "property_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_sites" ADD CONSTRAINT "property_sites_agent_photo_file_id_files_id_fk" FOREIGN KEY ("agent_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_sites" ADD CONSTRAINT "property_sites_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_views" ADD CONSTRAINT "site_views_site_id_property_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."property_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_poster_file_id_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;